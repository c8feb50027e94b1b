// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum SearchBarGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { SearchBar().widget }
}

extension SearchBarGallery {
    static let scenes: [GalleryScene] = [
        GalleryScene(control: "SearchBar", state: "empty", caption: "Empty, with a prompt and the bookmark button") { stage in
            let bar = searchBar()
            bar.prompt = "Places"
            bar.showsBookmarkButton = true
            return stage.show(bar.widget)
        },
        GalleryScene(control: "SearchBar", state: "scopes", caption: "With text, Cancel and the scope bar") { stage in
            let bar = searchBar()
            bar.text = "new"
            bar.showsCancelButton = true
            bar.scopeButtonTitles = ["All", "States", "Cities"]
            bar.showsScopeBar = true
            bar.selectedScopeButtonIndex = 2
            return stage.show(bar.widget)
        },
        GalleryScene(control: "SearchBar", state: "results", caption: "With results") { stage in
            let bar = searchBar()
            bar.text = "new"
            let (results, hits) = SearchResultsViewGallery.searchResults(for: "new")
            results.show(hits, query: "new")
            gtk_widget_set_size_request(results.widget, -1, 150)
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            gtk_box_append(cgtk_box(column), bar.widget)
            gtk_box_append(cgtk_box(column), results.widget)
            return stage.show(column)
        },
    ]

    @MainActor private static func searchBar() -> SearchBar {
        let bar = SearchBar()
        bar.placeholder = "Search states and cities"
        gtk_widget_set_size_request(bar.widget, 320, -1)
        return bar
    }
}
