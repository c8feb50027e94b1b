// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// What a ``SearchBar`` asks and tells, like UISearchBarDelegate. Every method has a
/// default: editing is allowed, notifications are ignored.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// May veto an edit: `range` (in characters) would become `replacement`.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText replacement: String) -> Bool
    func searchBar(_ searchBar: SearchBar, textDidChange text: String)
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange index: Int)
}

public extension SearchBarDelegate {
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: Range<Int>, replacementText replacement: String) -> Bool { true }
    func searchBar(_ searchBar: SearchBar, textDidChange text: String) {}
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange index: Int) {}
}

/// A full search bar like UISearchBar, built on GtkSearchEntry (GTK's own text editing and
/// clear icon): a prompt above the field, a bookmark or results-list button while the field
/// is empty, a Cancel button that slides in, and a scope bar. Its rules are
/// ``/ControlCore/SearchBarState``; the delegate hears every event in order and may refuse
/// to begin or end editing, or veto an edit.
///
/// The text has one owner, the entry's GtkEntryBuffer: it is what the user edits, and what
/// ``text`` reads and writes. The state machine hears each change with the text as its
/// payload, the user's as ``/ControlCore/SearchBarState/Event/userChangedText(_:)`` and the
/// app's as ``/ControlCore/SearchBarState/Event/setText(_:)``, and keeps no copy that could
/// drift from the field. The app's write blocks the handlers that hear the user's edits while
/// it runs, as GtkComboBox does while it writes its entry, so the delegate is not asked and
/// no textDidChange goes out.
///
/// ```swift
/// let bar = SearchBar()
/// bar.placeholder = "Search states and cities"
/// bar.scopeButtonTitles = ["All", "States", "Cities"]
/// bar.showsScopeBar = true
/// bar.delegate = finder
/// bar.capturesWindowKeys = true       // typing in the window searches; Ctrl+F focuses
/// ```
///
/// Enter is the search button; Escape is Cancel, as in GNOME.
///
/// CSS node: `search-bar` (`.dark` for the dark style, `.background-image` with an app's
/// image; not GtkSearchBar's `searchbar`, whose theme rules expect other children) with
/// `label.search-prompt`, a `box` holding the `entry.search`, `button.search-trailing` and
/// `button.search-cancel`, `label.search-notice` (shown when a paste was cut to the field's
/// 65,535 characters) and `box.search-scopes`. The prompt, the trailing button and the
/// notice are there from the first time they are shown.
///
/// It is the GTK widget type `CtlSearchBar`, with the properties `text`, `placeholder`,
/// `prompt`, `shows-cancel-button`, `shows-bookmark-button`,
/// `shows-search-results-button`, `shows-scope-bar`, `selected-scope` and `editing`
/// (read-only), each notifying only on change, and the signals `text-changed`,
/// `search-button-clicked`, `cancel-button-clicked`, `bookmark-button-clicked`,
/// `results-list-button-clicked` and `selected-scope-changed` (index) for what the user
/// did, after the delegate hears it.
///
/// Accessibility: the field is named after the placeholder ("Search" until the app sets
/// one); the trailing button is "Bookmarks" or "Results list" (the library's words are in
/// the user's language); scope buttons are toggle buttons named by their titles.
@MainActor
public final class SearchBar: ObjectBinding {
    /// `text`: the text in the field.
    public static let textProperty = PropertyKey<SearchBar, String?>(
        "text", "The text in the field", defaultValue: "",
        get: { bar in bar.text }, set: { $0.text = $1 ?? "" })

    /// `placeholder`: the hint shown in the empty field, and the field's accessible name.
    public static let placeholderProperty = PropertyKey<SearchBar, String?>(
        "placeholder", "The hint shown in the empty field, and the field's accessible name", defaultValue: "",
        get: { bar in bar.placeholder }, set: { $0.placeholder = $1 ?? "" })

    /// `prompt`: a line above the field.
    public static let promptProperty = PropertyKey<SearchBar, String?>(
        "prompt", "A line above the field", defaultValue: "",
        get: { bar in bar.prompt }, set: { $0.prompt = $1 ?? "" })

    /// `shows-cancel-button`: whether the Cancel button shows.
    public static let showsCancelButtonProperty = PropertyKey<SearchBar, Bool>(
        "shows-cancel-button", "Whether the Cancel button shows", defaultValue: false,
        get: { bar in bar.showsCancelButton }, set: { $0.showsCancelButton = $1 })

    /// `shows-bookmark-button`: whether the bookmark button shows while the field is empty.
    public static let showsBookmarkButtonProperty = PropertyKey<SearchBar, Bool>(
        "shows-bookmark-button", "Whether the bookmark button shows while the field is empty", defaultValue: false,
        get: { bar in bar.showsBookmarkButton }, set: { $0.showsBookmarkButton = $1 })

    /// `shows-search-results-button`: whether the results-list button shows while the field is empty.
    public static let showsSearchResultsButtonProperty = PropertyKey<SearchBar, Bool>(
        "shows-search-results-button", "Whether the results-list button shows while the field is empty", defaultValue: false,
        get: { bar in bar.showsSearchResultsButton }, set: { $0.showsSearchResultsButton = $1 })

    /// `shows-scope-bar`: whether the scope buttons show.
    public static let showsScopeBarProperty = PropertyKey<SearchBar, Bool>(
        "shows-scope-bar", "Whether the scope buttons show", defaultValue: false,
        get: { bar in bar.showsScopeBar }, set: { $0.showsScopeBar = $1 })

    /// `selected-scope`: the index of the selected scope button.
    public static let selectedScopeProperty = PropertyKey<SearchBar, Int32>(
        "selected-scope", "The index of the selected scope button", range: 0...Int32.max, defaultValue: 0,
        get: { bar in Int32(bar.selectedScopeButtonIndex) }, set: { $0.selectedScopeButtonIndex = Int($1) })

    /// `editing`: whether the field is being edited.
    public static let editingProperty = PropertyKey<SearchBar, Bool>(
        "editing", "Whether the field is being edited", defaultValue: false,
        get: { bar in bar.isEditing })

    /// `text-changed`: the user changed the text, which the handler gets.
    public static let textChangedSignal = SignalKey<SearchBar, String?>("text-changed", "The user changed the text", arguments: "text")
    /// `search-button-clicked`: the user asked to search (Return).
    public static let searchButtonClickedSignal = SignalKey<SearchBar>("search-button-clicked", "The user asked to search")
    /// `cancel-button-clicked`: the user pressed Cancel.
    public static let cancelButtonClickedSignal = SignalKey<SearchBar>("cancel-button-clicked", "The user pressed Cancel")
    /// `bookmark-button-clicked`: the user pressed the bookmark button.
    public static let bookmarkButtonClickedSignal = SignalKey<SearchBar>("bookmark-button-clicked", "The user pressed the bookmark button")
    /// `results-list-button-clicked`: the user pressed the results-list button.
    public static let resultsListButtonClickedSignal = SignalKey<SearchBar>(
        "results-list-button-clicked", "The user pressed the results-list button")
    /// `selected-scope-changed`: the user chose another scope button, whose index the handler gets.
    public static let selectedScopeChangedSignal = SignalKey<SearchBar, Int32>(
        "selected-scope-changed", "The user chose another scope button", arguments: "index")

    /// The GTK widget type `CtlSearchBar`, built from the template ui/search-bar.ui.
    /// The template's objects the bar reads back, each by its id in the `.ui` file.
    enum Part: String, CaseIterable { case fieldRow, entry, cancelRevealer, cancelButton, scopeRevealer, scopeBox }

    public static let type = WidgetType(
        name: "CtlSearchBar",
        summary: "A search field with prompt, bookmark, results and Cancel buttons and a scope bar.",
        constructor: .plain,
        cssName: "search-bar", role: GTK_ACCESSIBLE_ROLE_SEARCH, layout: gtk_box_layout_get_type(),
        template: LibraryResources.template("search-bar.ui", children: Part.self),
        properties: [textProperty, placeholderProperty, promptProperty, showsCancelButtonProperty, showsBookmarkButtonProperty, showsSearchResultsButtonProperty, showsScopeBarProperty, selectedScopeProperty, editingProperty],
        signals: [textChangedSignal, searchButtonClickedSignal, cancelButtonClickedSignal, bookmarkButtonClickedSignal,
                  resultsListButtonClickedSignal, selectedScopeChangedSignal]
    ) { SearchBar() }

    /// The look of the bar.
    public enum Style: Sendable { case `default`, dark }

    public weak var delegate: SearchBarDelegate?

    private let store = ControlStore(SearchBarState())
    private var state: SearchBarState { store.state }
    private let entry: UnsafeMutablePointer<GtkWidget>
    /// The row of the field and its buttons.
    private let fieldRow: UnsafeMutablePointer<GtkWidget>
    // The prompt, the notice and the trailing button are made the first time they are
    // needed: most bars show none of them, and each widget costs memory and time to the
    // first frame (the benchmarks' `controls` group).
    private var promptLabel: UnsafeMutablePointer<GtkWidget>?
    private var noticeLabel: UnsafeMutablePointer<GtkWidget>?
    private var trailingButton: UnsafeMutablePointer<GtkWidget>?
    private let cancelRevealer: UnsafeMutablePointer<GtkWidget>
    private let scopeRevealer: UnsafeMutablePointer<GtkWidget>
    private let scopeBox: UnsafeMutablePointer<GtkWidget>
    private var scopeButtons: [UnsafeMutablePointer<GtkWidget>] = []
    /// The app's values (the tint, the background image), the only CSS made at run time.
    let style: WidgetStyle
    /// The handlers that hear the user's edits (the entry's `changed`, its text's
    /// `insert-text` and `delete-text`), by instance and id, blocked while the bar writes the text.
    private var editHandlers: [(instance: gpointer, id: UInt)] = []

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    public init() {
        let root = Self.type.instantiate()
        let part = { (part: Part) in Self.type.templateChild(part, of: root) }
        entry = part(.entry)
        fieldRow = part(.fieldRow)
        cancelRevealer = part(.cancelRevealer)
        scopeRevealer = part(.scopeRevealer)
        scopeBox = part(.scopeBox)
        let cancel = part(.cancelButton)
        style = WidgetStyle(widget: root)
        super.init(binding: root)

        connectEntry()
        Signal.connect(root, .map) { [unowned self] in if capturesWindowKeys { attachToWindow() } }
        Signal.connect(root, .unmap) { [unowned self] in detachFromWindow() }
        Signal.connect(cancel, .clicked) { [unowned self] in store.send(.cancelPressed) }
        for revealer in [cancelRevealer, scopeRevealer] {
            // GTK 4.8 exposes an unrevealed child to assistive technologies: hide it.
            Signal.connect(revealer, .notify(.childRevealed)) {
                Accessibility.setHidden(revealer, gtk_revealer_get_child_revealed(OpaquePointer(revealer)) == 0)
            }
            Accessibility.setHidden(revealer, true)
        }
        // TRANSLATORS: the search field's hint until the app gives one of its own.
        store.update { $0.placeholder = tr("Search") }
        store.attach(to: self) { [unowned self] old, new in render(old, new) } perform: { [unowned self] effect in perform(effect) }
    }

    // MARK: Properties

    /// The text in the field. Setting it sends no textDidChange and asks the delegate
    /// nothing, as in UIKit; it clears the notice.
    public var text: String {
        get { isAlive ? String(cString: gtk_editable_get_text(OpaquePointer(entry.rawObject))) : "" }
        set {
            guard isUsable() else { return }
            let changed = newValue != text
            if changed {
                for handler in editHandlers { g_signal_handler_block(handler.instance, gulong(handler.id)) }
                gtk_editable_set_text(OpaquePointer(entry.rawObject), newValue)
                for handler in editHandlers { g_signal_handler_unblock(handler.instance, gulong(handler.id)) }
            }
            store.send(.setText(newValue))
            if changed { Self.textProperty.notifyChange(of: self) }
        }
    }

    public var placeholder: String {
        get { state.placeholder }
        set { update(\.placeholder, newValue) }
    }

    /// What screen readers read after the field's name, and say again when it changes while
    /// the field has the focus: the place for a result count, since GTK 4.8 has no live
    /// regions or announcements.
    public var accessibleDescription = "" {
        didSet { if accessibleDescription != oldValue { Accessibility.setDescription(entry, accessibleDescription) } }
    }

    /// A line above the field; hidden when empty.
    public var prompt: String {
        get { state.prompt }
        set { update(\.prompt, newValue) }
    }

    public var showsCancelButton: Bool {
        get { state.showsCancelButton }
        set { update(\.showsCancelButton, newValue) }
    }

    public var showsBookmarkButton: Bool {
        get { state.showsBookmarkButton }
        set { update(\.showsBookmarkButton, newValue) }
    }

    public var showsSearchResultsButton: Bool {
        get { state.showsSearchResultsButton }
        set { update(\.showsSearchResultsButton, newValue) }
    }

    public var isSearchResultsButtonSelected: Bool {
        get { state.isSearchResultsButtonSelected }
        set { update(\.isSearchResultsButtonSelected, newValue) }
    }

    public var scopeButtonTitles: [String] {
        get { state.scopeButtonTitles }
        set { update(\.scopeButtonTitles, newValue) }
    }

    public var showsScopeBar: Bool {
        get { state.showsScopeBar }
        set { update(\.showsScopeBar, newValue) }
    }

    private func update<Value>(_ property: WritableKeyPath<SearchBarState, Value>, _ value: Value, caller: String = #function) {
        store.update(caller: caller) { $0[keyPath: property] = value }
    }

    /// The selected scope button; setting it from code tells the delegate nothing.
    public var selectedScopeButtonIndex: Int {
        get { state.selectedScopeIndex }
        set { store.send(.setSelectedScope(newValue)) }
    }

    public var isEditing: Bool { state.isEditing }

    /// The message shown under the field about the last edit (a paste cut short), if any.
    public var notice: String? { state.notice.map { Self.words($0) } }

    /// A notice in the user's language.
    private static func words(_ notice: SearchBarNotice) -> String {
        switch notice {
        case .truncated(let requestedLength):
            // TRANSLATORS: a paste was cut short: the field holds %1$d characters at most; the
            // text would have been %2$d characters long.
            tr.plural("Only the first %1$d character fits in the search field; the text was %2$d long.",
                      "Only the first %1$d characters fit in the search field; the text was %2$d long.",
                      count: SearchBarState.maximumLength, SearchBarState.maximumLength, requestedLength)
        }
    }

    /// The trailing button used for bookmarks or the results list (to anchor a popover).
    public var trailingButtonWidget: UnsafeMutablePointer<GtkWidget> { madeTrailingButton() }

    /// Input traits passed to the input method: capitalisation, spell checking, purpose.
    public var traits: TextInputTraits {
        get { state.traits }
        set { update(\.traits, newValue) }
    }

    /// The bar's style, tint (CSS colour for the caret, focus ring and Cancel) and
    /// background image (a file path). The style and the image's layout are classes that
    /// search-bar.css styles (`.dark`, `.background-image`); the tint and the image itself are
    /// the app's values, which only a rule of this bar's own can carry (GTK 4.8 has no CSS
    /// variables). A tint that is not a colour is reported and the appearance is left as it was.
    public func setAppearance(style barStyle: Style = .default, tint: String? = nil, backgroundImage: String? = nil) {
        guard isUsable(), Drawing.isCSSColour(tint: tint, property: "SearchBar tint") else { return }
        setClass("dark", barStyle == .dark)
        setClass("background-image", backgroundImage != nil)
        var css = ""
        if let tint {
            css += "SELF searchentry > text { caret-color: \(tint); } SELF searchentry:focus-within { outline-color: \(tint); } "
            css += "SELF button.search-cancel { color: \(tint); } "
        }
        if let backgroundImage {
            let uri = g_filename_to_uri(backgroundImage, nil, nil).map { pointer -> String in
                defer { g_free(pointer) }
                return String(cString: pointer)
            } ?? ""
            css += "SELF { background-image: url(\"\(uri)\"); }"
        }
        style.setCSS(css)
    }

    private func setClass(_ name: String, _ on: Bool) {
        if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
    }

    /// Focuses the field, as Ctrl+F does.
    public func focus() {
        guard isUsable() else { return }
        gtk_widget_grab_focus(entry)
    }

    /// While the bar is on screen, typing anywhere in its window goes to the field and
    /// starts a search, and Ctrl+F focuses the field, as in GNOME apps. Both stop when the
    /// bar is unmapped (its page hidden), so other pages keep their keys.
    public var capturesWindowKeys = false {
        didSet {
            guard capturesWindowKeys != oldValue, isUsable() else { return }
            if capturesWindowKeys, gtk_widget_get_mapped(widget) != 0 { attachToWindow() }
            if !capturesWindowKeys { detachFromWindow() }
        }
    }

    private var shortcutWindow: UnsafeMutablePointer<GtkWidget>?
    private var shortcutController: OpaquePointer?

    private func attachToWindow() {
        guard shortcutWindow == nil, let root = gtk_widget_get_root(widget) else { return }
        let window = cgtk_widget(root.rawObject)
        gtk_search_entry_set_key_capture_widget(OpaquePointer(entry), window)
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_MANAGED)
        let action = gtk_callback_action_new({ _, _, data in
            guard let data else { return 0 }
            return gtk_widget_grab_focus(data.assumingMemoryBound(to: GtkWidget.self))
        }, entry.rawObject, nil)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("<Control>f"), action))
        gtk_widget_add_controller(window, controller)
        shortcutWindow = window
        shortcutController = controller
    }

    private func detachFromWindow() {
        gtk_search_entry_set_key_capture_widget(OpaquePointer(entry), nil)
        if let shortcutWindow, let shortcutController { gtk_widget_remove_controller(shortcutWindow, shortcutController) }
        shortcutWindow = nil
        shortcutController = nil
    }

    // MARK: Input

    private func connectEntry() {
        editHandlers.append((entry.rawObject, Signal.connect(entry, .changed) { [unowned self] in
            // The property first, as GtkText notifies `text` before `changed`: a delegate that
            // sets the text in turn then notifies after it.
            Self.textProperty.notifyChange(of: self)
            store.send(.userChangedText(text))
        }))
        Signal.connect(entry, .activate) { [unowned self] in store.send(.searchPressed) }
        Signal.connect(entry, .stopSearch) { [unowned self] in store.send(.cancelPressed) }
        if let text = gtk_editable_get_delegate(OpaquePointer(entry.rawObject)) {
            editHandlers.append((text.rawObject, Signal.connect(text, .insertText) { [unowned self] inserted, _, positionPointer in
                let inserted = inserted ?? ""
                let position = positionPointer?.assumingMemoryBound(to: Int32.self).pointee ?? 0
                guard allows(text, .insertText, range: Int(position)..<Int(position), replacement: inserted) else { return }
                // GtkEntryBuffer keeps at most 65,535 characters and cuts the rest silently.
                let requested = self.text.count + inserted.count
                if requested > SearchBarState.maximumLength { store.send(.inputTruncated(requested: requested)) }
            }))
            editHandlers.append((text.rawObject, Signal.connect(text, .deleteText) { [unowned self] start, end in
                let (start, end) = (Int(start), end < 0 ? self.text.count : Int(end))
                allows(text, .deleteText, range: start..<max(start, end), replacement: "")
            }))
        }
        let focus = gtk_event_controller_focus_new()!
        Signal.connect(focus, .enter) { [unowned self] in
            guard !state.isEditing else { return }
            if delegate?.searchBarShouldBeginEditing(self) == false {
                gtk_root_set_focus(gtk_widget_get_root(entry), nil)
                return
            }
            store.send(.beginEditing)
        }
        Signal.connect(focus, .leave) { [unowned self] in
            guard state.isEditing else { return }
            if delegate?.searchBarShouldEndEditing(self) == false {
                gtk_widget_grab_focus(entry)
                return
            }
            store.send(.endEditing)
        }
        gtk_widget_add_controller(entry, focus)
    }

    /// Asks the delegate about a user's edit; a refused edit is stopped before GtkText
    /// applies it. Returns whether the edit goes ahead.
    @discardableResult
    private func allows<Handler>(_ text: OpaquePointer, _ signal: ObjectSignal<Handler>, range: Range<Int>, replacement: String) -> Bool {
        guard let delegate else { return true }
        guard delegate.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) else {
            g_signal_stop_emission_by_name(text.rawObject, signal.name)
            return false
        }
        return true
    }

    // MARK: Effects and rendering

    private func perform(_ effect: SearchBarState.Effect) {
        switch effect {
        case .notify(let note):
            notify(note)
        }
    }

    /// Tells the delegate, then emits the GObject signal of the same event.
    private func notify(_ note: SearchBarNotification) {
        switch note {
        case .didBeginEditing: delegate?.searchBarTextDidBeginEditing(self)
        case .textDidChange(let text):
            delegate?.searchBar(self, textDidChange: text)
            Self.textChangedSignal.emit(self, text)
        case .didEndEditing: delegate?.searchBarTextDidEndEditing(self)
        case .searchButtonClicked:
            delegate?.searchBarSearchButtonClicked(self)
            Self.searchButtonClickedSignal.emit(self)
        case .cancelButtonClicked:
            delegate?.searchBarCancelButtonClicked(self)
            Self.cancelButtonClickedSignal.emit(self)
        case .bookmarkButtonClicked:
            delegate?.searchBarBookmarkButtonClicked(self)
            Self.bookmarkButtonClickedSignal.emit(self)
        case .resultsListButtonClicked:
            delegate?.searchBarResultsListButtonClicked(self)
            Self.resultsListButtonClickedSignal.emit(self)
        case .selectedScopeDidChange(let index):
            delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
            Self.selectedScopeChangedSignal.emit(self, Int32(index))
        }
    }

    private func render(_ old: SearchBarState?, _ state: SearchBarState) {
        if old?.scopeButtonTitles != state.scopeButtonTitles { rebuildScopes(state.scopeButtonTitles) }
        if old?.traits != state.traits { applyTraits(state.traits) }
        cgtk_set_string_property(entry.rawObject, "placeholder-text", state.placeholder)
        Accessibility.setLabel(entry, state.placeholder)
        show(state.prompt, in: &promptLabel, classes: ["search-prompt"], after: nil)
        show(notice ?? "", in: &noticeLabel, classes: ["search-notice", "warning"], after: fieldRow)
        switch state.trailingButton {
        case .resultsList:
            let trailingButton = madeTrailingButton()
            gtk_button_set_icon_name(cgtk_button(trailingButton), "view-list-symbolic")
            // TRANSLATORS: the search field's button that shows the list of results.
            Accessibility.setLabel(trailingButton, tr("Results list"))
            gtk_widget_set_tooltip_text(trailingButton, tr("Results list"))
            gtk_widget_set_visible(trailingButton, 1)
        case .bookmark:
            let trailingButton = madeTrailingButton()
            gtk_button_set_icon_name(cgtk_button(trailingButton), "user-bookmarks-symbolic")
            // TRANSLATORS: the search field's button that shows the saved searches.
            Accessibility.setLabel(trailingButton, tr("Bookmarks"))
            gtk_widget_set_tooltip_text(trailingButton, tr("Saved searches"))
            gtk_widget_set_visible(trailingButton, 1)
        case .clear, nil:
            // GtkSearchEntry shows its own clear icon while there is text.
            if let trailingButton { gtk_widget_set_visible(trailingButton, 0) }
        }
        if let trailingButton { showSelection(state, on: trailingButton) }
        notifyChanges(from: old, to: state)
        for (revealer, shown) in [(cancelRevealer, state.showsCancelButton),
                                  (scopeRevealer, state.showsScopeBar && !state.scopeButtonTitles.isEmpty)] {
            // Exposed as it starts to slide in: Tab can reach it before it is all in, and a
            // screen reader hears no focus land inside a part hidden from it.
            if shown && gtk_revealer_get_reveal_child(OpaquePointer(revealer)) == 0 { Accessibility.setHidden(revealer, false) }
            gtk_revealer_set_reveal_child(OpaquePointer(revealer), shown ? 1 : 0)
        }
        // The selected button's `toggled` sends the selection the state has already: nothing.
        for (index, button) in scopeButtons.enumerated() {
            gtk_toggle_button_set_active(cgtk_toggle_button(button), index == state.selectedScopeIndex ? 1 : 0)
        }
    }

    /// Shows `text` in the label kept in `label` (one of the bar's rows, after `sibling` or
    /// first), made the first time there is text; hidden while `text` is empty. It wraps to
    /// the bar's width (a phone's, say).
    private func show(_ text: String, in label: inout UnsafeMutablePointer<GtkWidget>?, classes: [String],
                      after sibling: UnsafeMutablePointer<GtkWidget>?) {
        guard !text.isEmpty || label != nil else { return }
        let shown = label ?? {
            let made = gtk_label_new(nil)!
            gtk_label_set_xalign(cgtk_label(made), 0)
            gtk_label_set_wrap(cgtk_label(made), 1)
            for name in classes { gtk_widget_add_css_class(made, name) }
            gtk_widget_insert_after(made, widget, sibling)
            return made
        }()
        label = shown
        gtk_label_set_text(cgtk_label(shown), text)
        gtk_widget_set_visible(shown, text.isEmpty ? 0 : 1)
    }

    /// The bookmark or results-list button after the field, made (hidden) the first time it
    /// is needed.
    private func madeTrailingButton() -> UnsafeMutablePointer<GtkWidget> {
        if let trailingButton { return trailingButton }
        let button = gtk_button_new()!
        gtk_widget_add_css_class(button, "search-trailing")
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_set_visible(button, 0)
        Signal.connect(button, .clicked) { [unowned self] in
            store.send(state.trailingButton == .resultsList ? .resultsListPressed : .bookmarkPressed)
        }
        showSelection(state, on: button)
        gtk_box_insert_child_after(cgtk_box(fieldRow), button, entry)
        trailingButton = button
        return button
    }

    /// Checks the trailing button while the results list it opens is selected.
    private func showSelection(_ state: SearchBarState, on button: UnsafeMutablePointer<GtkWidget>) {
        if state.isSearchResultsButtonSelected {
            gtk_widget_set_state_flags(button, GTK_STATE_FLAG_CHECKED, 0)
        } else {
            gtk_widget_unset_state_flags(button, GTK_STATE_FLAG_CHECKED)
        }
    }

    /// Notifies each GObject property whose value changed.
    private func notifyChanges(from old: SearchBarState?, to new: SearchBarState) {
        guard let old else { return }
        let changes: [(WidgetProperty, Bool)] = [
            (Self.placeholderProperty, old.placeholder != new.placeholder),
            (Self.promptProperty, old.prompt != new.prompt),
            (Self.showsCancelButtonProperty, old.showsCancelButton != new.showsCancelButton),
            (Self.showsBookmarkButtonProperty, old.showsBookmarkButton != new.showsBookmarkButton),
            (Self.showsSearchResultsButtonProperty, old.showsSearchResultsButton != new.showsSearchResultsButton),
            (Self.showsScopeBarProperty, old.showsScopeBar != new.showsScopeBar),
            (Self.selectedScopeProperty, old.selectedScopeIndex != new.selectedScopeIndex), (Self.editingProperty, old.isEditing != new.isEditing),
        ]
        for (property, changed) in changes where changed { property.notifyChange(of: self) }
    }

    private func rebuildScopes(_ titles: [String]) {
        for button in scopeButtons { gtk_box_remove(cgtk_box(scopeBox), button) }
        scopeButtons = []
        for (index, title) in titles.enumerated() {
            let button = gtk_toggle_button_new_with_label(title)!
            if let first = scopeButtons.first { gtk_toggle_button_set_group(cgtk_toggle_button(button), cgtk_toggle_button(first)) }
            Signal.connect(button, .toggled) { [unowned self] in
                guard gtk_toggle_button_get_active(cgtk_toggle_button(button)) != 0 else { return }
                store.send(.selectScope(index))
            }
            gtk_box_append(cgtk_box(scopeBox), button)
            scopeButtons.append(button)
        }
    }

    private func applyTraits(_ traits: TextInputTraits) {
        guard let text = gtk_editable_get_delegate(OpaquePointer(entry.rawObject)) else { return }
        let (purpose, hints) = Self.gtkInput(for: traits)
        gtk_text_set_input_purpose(cgtk_text(text.rawObject), purpose)
        gtk_text_set_input_hints(cgtk_text(text.rawObject), hints)
    }

    /// The GTK input purpose and hints for `traits`.
    public static func gtkInput(for traits: TextInputTraits) -> (GtkInputPurpose, GtkInputHints) {
        var hints = GTK_INPUT_HINT_NONE.rawValue
        switch traits.autocapitalization {
        case .none: break
        case .words: hints |= GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue
        case .sentences: hints |= GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue
        }
        switch traits.spellChecking {
        case true?: hints |= GTK_INPUT_HINT_SPELLCHECK.rawValue
        case false?: hints |= GTK_INPUT_HINT_NO_SPELLCHECK.rawValue
        case nil: break
        }
        let purpose: GtkInputPurpose = switch traits.purpose {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .name: GTK_INPUT_PURPOSE_NAME
        }
        return (purpose, GtkInputHints(rawValue: hints))
    }
}
