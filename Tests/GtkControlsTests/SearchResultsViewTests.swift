// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls
import GtkTesting
import XCTest

/// SearchResultsView in a window: rows that keep their widgets and show the hit now at
/// their place, highlighted on the title's own characters.
final class SearchResultsViewTests: GtkTestCase, @unchecked Sendable {
    /// The results list notifies count once per change and names the activated item.
    func testResultsCountNotifiesAndActivationSignalsTheItem() {
        onMain {
            let titles = ["Albany", "Boston", "Chicago"]
            let results = SearchResultsView { titles[Int($0)] }
            gtk_widget_set_size_request(results.widget, 300, 200)
            _ = present(results.widget)
            var counts = 0
            var activated: [Int] = []
            Signal.connect(results.widget, "notify::count") { _ in counts += 1 }
            Signal.connect(results.widget, "row-activated") { arguments in activated.append(arguments.int(1)) }
            results.show([0, 2], query: "")
            results.show([2, 0], query: "a")
            XCTAssertEqual(counts, 1, "the same number of rows is no change of count")
            let listView = gtk_scrolled_window_get_child(cgtk_scrolled_window(gtk_widget_get_first_child(results.widget)!))!
            XCTAssertNotEqual(gtk_widget_activate_action_variant(listView, "list.activate-item", g_variant_new_uint32(1)), 0)
            XCTAssertEqual(activated, [0], "the second row shows item 0")
        }
    }

    /// Folding changes the length of the text ("ß" is "ss", a decomposed "é" is two
    /// scalars, "ﬁ" is "fi"): the bold still covers the title's own characters.
    func testTheHighlightMarksTheOriginalCharactersWhereFoldingChangesTheLength() {
        onMain {
            XCTAssertEqual(SearchResultsView.markup("Straße 5", highlighting: "SS"), "Stra<b>ß</b>e 5")
            XCTAssertEqual(SearchResultsView.markup("Straße 5", highlighting: "strasse"), "<b>Straße</b> 5")
            XCTAssertEqual(SearchResultsView.markup("Cafe\u{0301} <noir>", highlighting: "café"), "<b>Cafe\u{0301}</b> &lt;noir&gt;")
            XCTAssertEqual(SearchResultsView.markup("ﬁle", highlighting: "IL"), "<b>ﬁl</b>e")
            XCTAssertEqual(SearchResultsView.markup("Việt Nam", highlighting: "viet"), "<b>Việt</b> Nam")
        }
    }

    /// Straße folds to strasse, so "ss" is in it twice over one character; a decomposed é is
    /// two scalars, one dropped by folding.
    static let titles = (0..<5000).map { $0 == 4321 ? "Cafe\u{0301} \($0)" : "Straße \($0)" }

    func testRowsShowTheirHitsInPlaceAndHighlightTheTitlesOwnCharacters() {
        onMain {
            let results = presentedResults(showing: Array(0..<5000), query: "SS")
            var rows = rowsOnScreen(results)
            XCTAssertGreaterThan(rows.count, 3)
            XCTAssertEqual(rows.map(\.text), (0..<rows.count).map { "Straße \($0)" })
            XCTAssertEqual(rows.map(\.bold), Array(repeating: "ß", count: rows.count), "\"ss\" marks the ß")
            let widgets = rows.map(\.widget)

            results.show(Array((0..<5000).reversed()), query: "straße 49")
            drainEvents()
            rows = rowsOnScreen(results)
            XCTAssertEqual(rows.map(\.widget), widgets, "the same row widgets show the new hits")
            XCTAssertEqual(rows.map(\.text), (0..<rows.count).map { "Straße \(4999 - $0)" })
            XCTAssertEqual(rows.map(\.bold), Array(repeating: "Straße 49", count: rows.count))

            results.show([4321], query: "CAFÉ")
            drainEvents()
            rows = rowsOnScreen(results)
            XCTAssertEqual(rows.map(\.text), ["Cafe\u{0301} 4321"])
            XCTAssertEqual(rows.map(\.bold), ["Cafe\u{0301}"], "the dropped accent is marked with its letter")
        }
    }

    /// Rows off screen are drawn when they come into view.
    func testRowsScrolledIntoViewShowTheirHit() {
        onMain {
            let results = presentedResults(showing: Array(0..<300), query: "")
            results.show(Array(1000..<1300), query: "straße 1")
            drainEvents()
            let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(gtk_widget_get_first_child(results.widget)!))!
            for value in stride(from: 0, through: gtk_adjustment_get_upper(adjustment), by: gtk_adjustment_get_page_size(adjustment) / 2) {
                gtk_adjustment_set_value(adjustment, value)
                drainEvents()
                for row in rowsOnScreen(results) {
                    XCTAssertTrue(row.text.hasPrefix("Straße 1") && Int(row.text.dropFirst(7))! >= 1000, "\(row.text) at \(value)")
                    XCTAssertEqual(row.bold, "Straße 1", "\(row.text) at \(value)")
                }
            }
        }
    }

    // MARK: Reading the rows

    /// A results view of ``titles`` in a window, showing `hits`, every row built.
    @MainActor private func presentedResults(showing hits: [UInt32], query: String) -> SearchResultsView {
        let results = SearchResultsView { Self.titles[Int($0)] }
        gtk_widget_set_size_request(results.widget, 300, 200)
        _ = present(results.widget)
        results.show(hits, query: query)
        XCTAssertTrue(pump { shownRows(results) == hits.count }, "rows are built a few a frame, up to every hit")
        drainEvents()
        return results
    }

    private struct Row: Equatable {
        let widget: UnsafeMutablePointer<GtkWidget>
        let text: String
        /// The part of the text in bold.
        let bold: String?
    }

    @MainActor private func listView(of results: SearchResultsView) -> UnsafeMutablePointer<GtkWidget> {
        gtk_scrolled_window_get_child(cgtk_scrolled_window(gtk_widget_get_first_child(results.widget)!))!
    }

    /// How many rows the list view has.
    @MainActor private func shownRows(_ results: SearchResultsView) -> Int {
        Int(g_list_model_get_n_items(OpaquePointer(gtk_list_view_get_model(OpaquePointer(listView(of: results)))!.rawObject)))
    }

    /// The rows in view, top to bottom: their inscription, its text and the text in bold.
    @MainActor private func rowsOnScreen(_ results: SearchResultsView) -> [Row] {
        let list = listView(of: results)
        var rows: [(y: Float, row: Row)] = []
        var child = gtk_widget_get_first_child(list)
        while let item = child {
            child = gtk_widget_get_next_sibling(item)
            var bounds = graphene_rect_t()
            guard let inscription = gtk_widget_get_first_child(item), gtk_widget_get_mapped(item) != 0,
                  gtk_widget_compute_bounds(item, list, &bounds) != 0,
                  bounds.origin.y + bounds.size.height > 0, bounds.origin.y < Float(gtk_widget_get_height(list)) else { continue }
            let text = String(cString: gtk_inscription_get_text(OpaquePointer(inscription)))
            rows.append((bounds.origin.y, Row(widget: inscription, text: text, bold: boldPart(of: inscription, text: text))))
        }
        return rows.sorted { $0.y < $1.y }.map(\.row)
    }

    /// The text the inscription's bold attribute covers, if it has one.
    @MainActor private func boldPart(of inscription: UnsafeMutablePointer<GtkWidget>, text: String) -> String? {
        guard let attributes = gtk_inscription_get_attributes(OpaquePointer(inscription)) else { return nil }
        var list = pango_attr_list_get_attributes(attributes)
        defer { g_slist_free_full(list) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        while let node = list {
            let attribute = node.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            if attribute.pointee.klass.pointee.type == PANGO_ATTR_WEIGHT {
                let bytes = Array(text.utf8)
                return String(decoding: bytes[Int(attribute.pointee.start_index)..<min(bytes.count, Int(attribute.pointee.end_index))], as: UTF8.self)
            }
            list = node.pointee.next
        }
        return nil
    }
}
