// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// Search results in a virtualised GtkListView: rows exist only for what is on screen, so
/// a million hits cost what ten do, and the part of each title that matches the query is
/// shown in bold.
///
/// New results keep the row widgets the list has (GTK 4.8 keeps about 200): each shows
/// the title now at its position. Rows on screen are drawn anew for the next frame; rows off
/// screen take the new title as their accessible name and are drawn when they come into
/// view; rows a longer list needs are built a few a frame. So a keystroke's results show in
/// the next frame, and no frame waits for hundreds of rows.
///
/// ```swift
/// let results = SearchResultsView { index in titles[Int(index)] }
/// results.show(hits, query: "new")
/// ```
///
/// CSS node: `search-results` holding a `scrolledwindow` with a `listview`.
///
/// It is the GTK widget type `CtlSearchResultsView`, with the read-only property `count`
/// and the signal `row-activated` (the item's index). Its titles come from Swift, so one
/// made from a `.ui` file shows empty rows until its code makes its own.
///
/// Accessibility: a list named "Search results" (in the user's language); each row is named
/// after its title and holds a label (a GtkInscription) with the same name.
@MainActor
public final class SearchResultsView: ObjectBinding {
    /// `count`: the number of rows shown.
    public static let countProperty = PropertyKey<SearchResultsView, Int32>(
        "count", "The number of rows shown", range: 0...Int32.max, defaultValue: 0,
        get: { view in Int32(clamping: view.count) })

    /// `row-activated`: the user activated a result row.
    public static let rowActivatedSignal = SignalKey<SearchResultsView, Int32>("row-activated", "The user activated a result row", arguments: "index")

    /// The GTK widget type `CtlSearchResultsView`.
    public static let type = WidgetType(
        name: "CtlSearchResultsView",
        summary: "Search results in a virtualised list (titles from Swift, for now).",
        // Its titles come from Swift: C would make an empty list.
        constructor: .unavailable,
        cssName: "search-results", role: GTK_ACCESSIBLE_ROLE_GROUP, layout: gtk_bin_layout_get_type(),
        properties: [countProperty],
        signals: [rowActivatedSignal]
    ) { SearchResultsView { _ in "" } }

    /// How many row widgets are built in one frame when a longer list needs more (a row
    /// costs some 0.2 ms here).
    private static let rowsBuiltPerFrame = 16
    /// More rows than GTK 4.8's list view keeps widgets for (about 200): past this many,
    /// further positions build no widget.
    private static let rowsWithWidgets = 256

    /// A row widget (a GtkInscription) and what it shows.
    private struct BoundRow {
        /// The GtkListItem that shows the row.
        let listItem: OpaquePointer
        let inscription: UnsafeMutablePointer<GtkWidget>
        /// The title its accessible name says.
        var title: String?
        /// What it draws: a title highlighted for a query.
        var drawn: (title: String, query: String)?
    }

    private let title: (UInt32) -> String
    private let model = HitListModel()
    private let listView: UnsafeMutablePointer<GtkWidget>
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private var query = ""
    /// Every row bound to a widget, by its CtlIndexRow.
    private var boundRows: [OpaquePointer: BoundRow] = [:]
    /// Bound rows off screen whose drawing is out of date: drawn when they come into view.
    private var undrawnRows: Set<OpaquePointer> = []
    /// The tick callback that builds rows a few a frame, while there are rows to build.
    private var building: UInt?
    /// The height of a row, as last seen.
    private var rowHeight = 24.0

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    /// A list whose rows show `title(index)` for each hit.
    public init(title: @escaping (UInt32) -> String) {
        self.title = title
        let (scroller, listView, factory) = ListViews.makeScrolled(model: model.object, cssClass: "search-results",
                                                                   label: tr("Search results"))
        self.listView = listView
        adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scroller))!
        // An overlay scrollbar fades in whenever the list's length changes, as it does at
        // every keystroke, and animates for a second: the window would paint 60 frames a
        // second while the user types. A plain scrollbar also shows where a screenful is in
        // a million hits.
        gtk_scrolled_window_set_overlay_scrolling(cgtk_scrolled_window(scroller), 0)
        let instance = Self.type.instantiate()
        super.init(binding: instance)
        gtk_widget_set_parent(scroller, instance)
        Signal.connect(factory, .setup) { item in
            guard let item else { return }
            // An inscription's size does not follow its text, so a new title is only drawn,
            // not measured, and rows keep their height.
            let inscription = gtk_inscription_new(nil)!
            gtk_inscription_set_text_overflow(OpaquePointer(inscription), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
            gtk_widget_add_css_class(inscription, "search-result")
            gtk_list_item_set_child(OpaquePointer(item), inscription)
        }
        Signal.connect(factory, .bind) { [unowned self] item in
            guard let item, let inscription = gtk_list_item_get_child(OpaquePointer(item)),
                  let row = gtk_list_item_get_item(OpaquePointer(item)) else { return }
            boundRows[OpaquePointer(row)] = BoundRow(listItem: OpaquePointer(item), inscription: inscription)
            update(OpaquePointer(row), drawing: true)
        }
        Signal.connect(factory, .unbind) { [unowned self] item in
            guard let item, let row = gtk_list_item_get_item(OpaquePointer(item)) else { return }
            boundRows[OpaquePointer(row)] = nil
            undrawnRows.remove(OpaquePointer(row))
        }
        // Scrolling, or a taller list, brings rows into view: draw those out of date.
        for signal in [ObjectSignal.valueChanged, .changed] {
            Signal.connect(adjustment, signal) { [unowned self] in
                for row in undrawnRows where isOnScreen(row) { update(row, drawing: true) }
            }
        }
        Signal.connect(listView, .activateRow) { [unowned self] position in
            guard let index = model.index(at: Int(position)) else { return }
            Self.rowActivatedSignal.emit(self, Int32(truncatingIfNeeded: index))
        }
    }

    public override func objectDidFinalize() {
        g_object_unref(model.object)
    }

    /// The number of hits shown (the rows past the first screenful may come a few frames
    /// later).
    public var count: Int { model.indices.count }

    /// Shows `hits`, highlighting `query` in each title; a new query scrolls back to the top.
    /// When `isComplete` is false, `hits` are the first hits of a search still running (at
    /// least a screenful): they replace the first rows, and the rows after them stay as
    /// they are, off screen, until the rest arrive.
    ///
    /// The list keeps its row widgets, and each shows the hit now at its position: those on
    /// screen are drawn anew for the next frame, those off screen only change their
    /// accessible name, and are drawn when they come into view. When more rows need widgets,
    /// a few are built each frame, the first screenful at once.
    public func show(_ hits: [UInt32], query: String, isComplete: Bool = true) {
        guard isUsable() else { return }
        let before = count
        if query != self.query { gtk_adjustment_set_value(adjustment, 0) }
        self.query = query
        if !isComplete && hits.count <= count {
            model.replaceFirst(hits)
        } else {
            model.setIndices(hits, shown: rowsToShow(of: hits.count))
        }
        let replaced = isComplete ? Int.max : hits.count
        for row in boundRows.keys where position(of: row) < replaced { update(row, drawing: isOnScreen(row)) }
        if count != before { Self.countProperty.notify(self) }
        buildRows()
    }

    /// How many of `count` rows to show now: all of them, unless that builds more row
    /// widgets than a frame has time for; at least those that fill the view.
    private func rowsToShow(of count: Int) -> Int {
        let shown = model.shownCount
        guard count > shown && shown < Self.rowsWithWidgets else { return count }
        return min(count, max(shown + Self.rowsBuiltPerFrame, rowsInView))
    }

    /// How many rows fit in the view, by the height rows had (a guess before any had one).
    private var rowsInView: Int {
        let rows = Double(model.shownCount)
        if rows > 0 && gtk_adjustment_get_upper(adjustment) > 0 { rowHeight = gtk_adjustment_get_upper(adjustment) / rows }
        return Int((gtk_adjustment_get_page_size(adjustment) / rowHeight).rounded(.up)) + 1
    }

    /// Shows the rows still to show, building their widgets a few each frame from the next.
    private func buildRows() {
        guard building == nil, model.shownCount < count else { return }
        var isFirstFrame = true
        building = FrameTicks.add(to: listView) { [unowned self] _ in
            // The frame after a change paints the rows already built and nothing more.
            if isFirstFrame {
                isFirstFrame = false
                return true
            }
            model.show(rowsToShow(of: count))
            guard model.shownCount < count else {
                building = nil
                return false
            }
            return true
        }
    }

    private func position(of row: OpaquePointer) -> Int { HitListModel.position(of: row) }

    /// Whether the row is in view, or a row or two from it, by its position (rows are
    /// equally tall). Everything is, before the list has a size.
    private func isOnScreen(_ row: OpaquePointer) -> Bool {
        let rows = Double(model.shownCount)
        let page = gtk_adjustment_get_page_size(adjustment)
        guard rows > 0, page > 0 else { return true }
        let rowHeight = max(1, gtk_adjustment_get_upper(adjustment) / rows)
        let top = gtk_adjustment_get_value(adjustment) / rowHeight - 2
        let bottom = (gtk_adjustment_get_value(adjustment) + page) / rowHeight + 2
        return (top...bottom).contains(Double(position(of: row)))
    }

    /// Gives the row the accessible name of the title at its position and, when `drawing`,
    /// draws it highlighted for the query; otherwise it is drawn when it comes into view.
    private func update(_ row: OpaquePointer, drawing: Bool) {
        guard var bound = boundRows[row] else { return }
        let text = model.index(at: position(of: row)).map(title) ?? ""
        if bound.title != text {
            Accessibility.setLabel(bound.inscription, text)
            Accessibility.setRowLabel(of: bound.listItem, containing: bound.inscription, text)
            bound.title = text
        }
        if drawing {
            if bound.drawn?.title != text || bound.drawn?.query != query {
                gtk_inscription_set_markup(OpaquePointer(bound.inscription), Self.markup(text, highlighting: query))
                bound.drawn = (text, query)
            }
            undrawnRows.remove(row)
        } else if bound.drawn?.title != text || bound.drawn?.query != query {
            undrawnRows.insert(row)
        }
        boundRows[row] = bound
    }

    /// `title` as Pango markup with the first match of `query` (compared folded, see
    /// ``/ControlCore/TextFolding``) in bold, marking `title`'s own characters even where
    /// folding changes the length: "ss" marks the "ß" of "Straße".
    public static func markup(_ title: String, highlighting query: String) -> String {
        guard let range = TextFolding.firstMatch(of: query, in: title) else { return Markup.escape(title) }
        let scalars = title.unicodeScalars
        return Markup.escape(String(scalars[..<range.lowerBound])) + "<b>" + Markup.escape(String(scalars[range])) + "</b>"
            + Markup.escape(String(scalars[range.upperBound...]))
    }
}
