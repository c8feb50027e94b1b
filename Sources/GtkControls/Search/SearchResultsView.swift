import CGtk
import CGtkListModel
import ControlCore

/// Search results in a virtualised GtkListView: rows exist only for what is on screen, so
/// a million hits cost what ten do, and the part of each title that matches the query is
/// shown in bold.
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
/// Accessibility: a list named "Search results"; each row is a label with the title.
@MainActor
public final class SearchResultsView: ObjectBinding {
    /// The GTK widget type `CtlSearchResultsView`.
    public static let type = WidgetType(
        name: "CtlSearchResultsView", cssName: "search-results", role: GTK_ACCESSIBLE_ROLE_GROUP, layout: gtk_bin_layout_get_type(),
        properties: [
            .int("count", "The number of rows shown", range: 0...Int32.max, defaultValue: 0,
                 get: { (view: SearchResultsView) in Int32(clamping: view.count) }),
        ],
        signals: [WidgetSignal("row-activated", intArguments: 1)]
    ) { SearchResultsView { _ in "" } }

    private typealias Title = (UInt32) -> String

    private let model: OpaquePointer
    private let listView: UnsafeMutablePointer<GtkWidget>
    private var query = ""
    /// Called with the item index when a row is activated (Enter or double click).
    public var onActivate: ((UInt32) -> Void)?

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    /// A list whose rows show `title(index)` for each hit.
    public init(title: @escaping (UInt32) -> String) {
        let box = CallbackBox<Title>(title)
        model = ctl_index_list_model_new({ index, data in
            guard let data else { return g_strdup("") }
            let title = CallbackBox<Title>.from(data).value
            let text = MainActor.assumeIsolated { title(index) }
            return g_strdup(text)
        }, box.retainedPointer()) { data in
            guard let data else { return }
            CallbackBox<Title>.release(data)
        }
        let (scroller, listView, factory) = ListViews.makeScrolled(model: model.rawObject, cssClass: "search-results",
                                                                   label: "Search results")
        self.listView = listView
        let instance = Self.type.instantiate()
        super.init(binding: instance)
        gtk_widget_set_parent(scroller, instance)
        Signal.connect(factory, "setup") { arguments in
            guard let item = arguments.pointer(1) else { return }
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(cgtk_label(label), 0)
            gtk_widget_add_css_class(label, "search-result")
            gtk_list_item_set_child(OpaquePointer(item), label)
        }
        Signal.connect(factory, "bind") { [unowned self] arguments in
            guard let item = arguments.pointer(1), let label = gtk_list_item_get_child(OpaquePointer(item)),
                  let string = gtk_list_item_get_item(OpaquePointer(item)) else { return }
            let title = String(cString: gtk_string_object_get_string(OpaquePointer(string)))
            gtk_label_set_markup(cgtk_label(label.rawObject), Self.markup(title, highlighting: query))
            Accessibility.setRowLabel(containing: label, title)
        }
        Signal.connect(listView, "activate") { [unowned self] arguments in
            let position = guint(arguments.uint(1))
            let index = ctl_index_list_model_get_index(model, position)
            guard index != UInt32.max else { return }
            onActivate?(index)
            if isAlive { WidgetType.emit(widget, "row-activated", Int32(bitPattern: index)) }
        }
    }

    public override func objectDidFinalize() {
        g_object_unref(model.rawObject)
    }

    /// The number of rows shown.
    public var count: Int { Int(g_list_model_get_n_items(model)) }

    /// Shows `hits`, highlighting `query` in each title.
    public func show(_ hits: [UInt32], query: String) {
        guard isUsable() else { return }
        self.query = query
        let before = count
        hits.withUnsafeBufferPointer { ctl_index_list_model_set_indices(model, $0.baseAddress, guint(hits.count)) }
        if count != before { WidgetType.notify(widget, "count") }
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
