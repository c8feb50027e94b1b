// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum SearchResultsViewGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) {
        let results = SearchResultsView { _ in "New York" }
        results.show([0], query: "new")
        return results.widget
    }
}

extension SearchResultsViewGallery {
    private static let placeNames = [
        "New Hampshire", "New Jersey", "New Mexico", "New York", "Newark", "New Orleans", "Newport News", "Nevada", "Oregon",
        "Texas", "Vermont", "Utah",
    ]

    /// A results view over the place names, with the hits for `query`.
    @MainActor static func searchResults(for query: String) -> (SearchResultsView, [UInt32]) {
        let results = SearchResultsView { placeNames[Int($0)] }
        let hits = placeNames.indices.filter { TextFolding.firstMatch(of: query, in: placeNames[$0]) != nil }.map { UInt32($0) }
        return (results, hits)
    }

    static let scenes: [GalleryScene] = [
        GalleryScene(control: "SearchResultsView", state: "matches", caption: "Results for \"new\", the match in bold") { stage in
            let (results, hits) = searchResults(for: "new")
            results.show(hits, query: "new")
            gtk_widget_set_size_request(results.widget, 240, 180)
            return stage.show(results.widget)
        },
    ]
}
