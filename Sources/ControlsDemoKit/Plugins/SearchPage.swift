// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
import GtkControls

/// "Search": a full search bar over the US states and their cities with scopes All /
/// States / Cities, live results with the match in bold, saved searches behind the
/// bookmark button, and a choice of 1,000,000 items instead: generated names, or real lines
/// of this machine's file paths and changelogs (``MachineText``).
@MainActor
final class SearchPage: ObjectBinding, SearchBarDelegate {
    static let plugin = DemoPlugin(
        id: "search",
        title: tr("Search"),
        iconName: "system-search-symbolic",
        category: tr("Input"),
        summary: tr("A search bar with a scope bar, saved searches and fast live results")
    ) { PageParts.page(SearchPage().root) }

    // TRANSLATORS: the search bar's scopes: everything, the US states, their cities.
    private static let scopes = [tr("All"), tr("States"), tr("Cities")]
    private nonisolated static let largeCount = 1_000_000

    /// What the page searches.
    private enum Items: Int, CaseIterable {
        case places, generatedNames, machineText

        var title: String {
            switch self {
            case .places: tr("US states and cities")
            case .generatedNames: tr("1,000,000 generated names")
            case .machineText: tr("1,000,000 lines of this machine's paths and changelogs")
            }
        }
    }

    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    private let searchBar = SearchBar()
    private let status = PageParts.paragraph("")
    private let error = PageParts.messageLabel(cssClass: "error")
    private var results: SearchResultsView!
    private var places: [String] = []
    private var placeScopes: [UInt8] = []
    private var items = Items.places
    /// Searches `items`; its index holds them.
    private var search: LiveSearch?
    private var savedSearches: [String] = []
    private let savedPopover = gtk_popover_new()!
    private let savedList = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!

    private init() {
        super.init(binding: root)
        gtk_widget_set_vexpand(root, 1)
        searchBar.placeholder = tr("Search states and cities")
        searchBar.prompt = tr("Type to search; Enter saves the search, the bookmark lists saved ones.")
        searchBar.scopeButtonTitles = Self.scopes
        searchBar.showsScopeBar = true
        searchBar.showsBookmarkButton = true
        searchBar.traits = TextInputTraits(autocapitalization: .words, spellChecking: false)
        searchBar.delegate = self
        gtk_box_append(cgtk_box(root), searchBar.widget)
        gtk_box_append(cgtk_box(root), error)
        gtk_box_append(cgtk_box(root), PageParts.switchRow(tr("Dark bar with a green tint")) { [unowned self] on in
            searchBar.setAppearance(style: on ? .dark : .default, tint: on ? "#2ec27e" : nil)
        })
        gtk_box_append(cgtk_box(root), itemsRow())
        gtk_box_append(cgtk_box(root), status)
        results = SearchResultsView { [unowned self] index in title(of: index) }
        gtk_widget_set_size_request(results.widget, -1, 280)
        gtk_widget_add_css_class(results.widget, "frame")
        gtk_box_append(cgtk_box(root), results.widget)
        makeSavedSearchesPopover()
        loadPlaces()
        rebuildIndex()
        searchBar.capturesWindowKeys = true
    }

    private func title(of index: UInt32) -> String {
        guard let searched = search?.index, Int(index) < searched.count else { return "" }
        return searched.item(Int(index))
    }

    /// A drop-down that chooses what to search.
    private func itemsRow() -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        // TRANSLATORS: a verb, before the list of what to search.
        let label = gtk_label_new(tr.context("search what", "Search"))!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        let choices = gtk_string_list_new(nil)!
        for choice in Items.allCases { gtk_string_list_append(choices, choice.title) }
        let dropDown = gtk_drop_down_new(OpaquePointer(choices.rawObject), nil)!
        Accessibility.setLabel(dropDown, tr("Items to search"))
        // GTK 4.8's drop-down takes the focus on an inner button it leaves unnamed, so a screen
        // reader would say "GtkToggleButton": name that button, and say the choice after it.
        let button = gtk_widget_get_first_child(dropDown)!
        Accessibility.setLabel(button, tr("Items to search"))
        Accessibility.setDescription(button, items.title)
        Signal.connect(dropDown, .notify(.selected)) { [unowned self] in
            guard let chosen = Items(rawValue: Int(gtk_drop_down_get_selected(OpaquePointer(dropDown)))) else { return }
            items = chosen
            Accessibility.setDescription(button, chosen.title)
            rebuildIndex()
        }
        gtk_box_append(cgtk_box(row), label)
        gtk_box_append(cgtk_box(row), dropDown)
        return row
    }

    private func loadPlaces() {
        do {
            let states = try DataFiles.records("data/us-states.txt", fieldCount: 1).map { $0[0] }
            let cities = try DataFiles.records("data/us-cities.tsv", fieldCount: 2)
            places = states + cities.map { "\($0[1]), \($0[0])" }
            placeScopes = states.map { _ in 0 } + cities.map { _ in 1 }
        } catch {
            PageParts.show(tr("Cannot search the states and cities: %s", String(describing: error)), in: self.error)
        }
    }

    /// Indexes the chosen items in the background; the large lists are made there too, and
    /// only the index keeps them.
    private func rebuildIndex() {
        results.show([], query: "")
        let ready: @MainActor () -> Void = { [weak self] in self?.runSearch() }
        switch items {
        case .places:
            gtk_label_set_text(cgtk_label(status), tr.plural("Indexing %d item…", "Indexing %d items…", count: places.count, places.count))
            search = LiveSearch(items: places, scopes: placeScopes, ready: ready)
        case .generatedNames:
            gtk_label_set_text(cgtk_label(status), tr.plural("Indexing %d generated name…", "Indexing %d generated names…",
                                                             count: Self.largeCount, Self.largeCount))
            search = LiveSearch(makingItems: { (SamplePlaceNames.generate(count: Self.largeCount), []) }, ready: ready)
        case .machineText:
            gtk_label_set_text(cgtk_label(status), tr.plural("Reading and indexing %d line of this machine's text…",
                                                             "Reading and indexing %d lines of this machine's text…",
                                                             count: Self.largeCount, Self.largeCount))
            search = LiveSearch(makingItems: { (MachineText.lines(count: Self.largeCount), []) }, ready: ready)
        }
    }

    private func runSearch() {
        guard let search, search.isReady else { return }
        let text = searchBar.text
        let scopeIndex = searchBar.selectedScopeButtonIndex
        let scope: UInt8? = items != .places || scopeIndex == 0 ? nil : UInt8(scopeIndex - 1)
        guard !text.isEmpty else {
            results.show([], query: "")
            let count = search.index?.count ?? 0
            gtk_label_set_text(cgtk_label(status), tr.plural("Type to search %d item", "Type to search %d items", count: count, count))
            return
        }
        search.search(text, scope: scope) { [weak self] hits, isComplete in
            guard let self, isAlive else { return }
            results.show(hits, query: text, isComplete: isComplete)
            // The first screenful comes at once; the count waits for all the hits.
            guard isComplete else { return }
            let summary = hits.isEmpty ? tr("No results for “%s”", text)
                : tr.plural("%d result", "%d results", count: hits.count, hits.count)
            gtk_label_set_text(cgtk_label(status), summary)
            // Said while the search field has the focus, where the typing is.
            searchBar.accessibleDescription = summary
        }
    }

    // MARK: Saved searches

    private func makeSavedSearchesPopover() {
        gtk_popover_set_child(cgtk_popover(savedPopover), savedList)
        let anchor = searchBar.trailingButtonWidget
        gtk_widget_set_parent(savedPopover, anchor)
        Accessibility.setOpensPopup(anchor, true)
        // A widget parented by hand must be unparented before its parent goes.
        let popover = savedPopover
        Signal.connect(anchor, .destroy) {
            if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        }
        refreshSavedSearches()
    }

    private func refreshSavedSearches() {
        while let child = gtk_widget_get_first_child(savedList) { gtk_box_remove(cgtk_box(savedList), child) }
        if savedSearches.isEmpty {
            gtk_box_append(cgtk_box(savedList), PageParts.paragraph(tr("No saved searches yet: press Enter in the field to save one.")))
        }
        for query in savedSearches {
            let button = gtk_button_new_with_label(query)!
            gtk_widget_add_css_class(button, "flat")
            Signal.connect(button, .clicked) { [unowned self] in
                gtk_popover_popdown(cgtk_popover(savedPopover))
                searchBar.text = query
                runSearch()
            }
            gtk_box_append(cgtk_box(savedList), button)
        }
    }

    // MARK: SearchBarDelegate

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        searchBar.showsCancelButton = true
    }

    func searchBar(_ searchBar: SearchBar, textDidChange text: String) {
        searchBar.showsCancelButton = searchBar.isEditing || !text.isEmpty
        runSearch()
    }

    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        let query = searchBar.text
        guard !query.isEmpty else { return }
        savedSearches.removeAll { $0 == query }
        savedSearches.insert(query, at: 0)
        if savedSearches.count > 8 { savedSearches.removeLast() }
        refreshSavedSearches()
    }

    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        searchBar.text = ""
        searchBar.showsCancelButton = false
        runSearch()
    }

    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {
        gtk_popover_popup(cgtk_popover(savedPopover))
    }

    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange index: Int) {
        runSearch()
    }
}
