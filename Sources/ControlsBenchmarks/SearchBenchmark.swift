import CGtk
import ControlCore
import Dispatch
import GtkControls

/// The search filter per keystroke over the same generated strings, three ways: our index
/// (both cores, refining), GTK's GtkFilterListModel + GtkStringFilter, and a plain strstr
/// loop over strings lower-cased in advance (the near-limit baseline).
@MainActor
enum SearchBenchmark {
    static let keystrokes = ["n", "ne", "new", "ne"]

    static func run(itemCount: Int, repetitions: Int, report: inout Report) {
        let items = SamplePlaceNames.generate(count: itemCount)
        let index = SearchIndex(items: items)
        let folded = items.map { $0.lowercased() }

        var ours: [[Double]] = Array(repeating: [], count: keystrokes.count)
        var gtk: [[Double]] = Array(repeating: [], count: keystrokes.count)
        var plain: [[Double]] = Array(repeating: [], count: keystrokes.count)
        var counts: [[Int]] = Array(repeating: [], count: keystrokes.count)

        let stringList = gtk_string_list_new(nil)!
        for item in items { gtk_string_list_append(stringList, item) }
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        let filter = gtk_string_filter_new(expression)!
        gtk_string_filter_set_ignore_case(filter, 1)
        gtk_string_filter_set_match_mode(filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING)
        g_object_ref(stringList.rawObject)
        let filtered = gtk_filter_list_model_new(OpaquePointer(stringList.rawObject), g_object_ref(filter.rawObject).assumingMemoryBound(to: GtkFilter.self))!
        gtk_filter_list_model_set_incremental(filtered, 0)

        for _ in 0..<repetitions {
            // Interleaved: each keystroke is measured for all three before the next.
            var session = SearchSession(index: index)
            gtk_string_filter_set_search(filter, nil)
            for (step, text) in keystrokes.enumerated() {
                let query = SearchQuery(text)
                var hits: [UInt32] = []
                ours[step].append(milliseconds { hits = ParallelSearch.run(query, session: &session) })
                var gtkCount: guint = 0
                gtk[step].append(milliseconds {
                    gtk_string_filter_set_search(filter, text)
                    gtkCount = g_list_model_get_n_items(OpaquePointer(filtered.rawObject))
                })
                var plainCount = 0
                plain[step].append(milliseconds { plainCount = PlainSearch.count(folded, text) })
                counts[step].append(hits.count)
                precondition(hits.count == plainCount && Int(gtkCount) == plainCount,
                             "the three searches disagree for \"\(text)\": \(hits.count), \(gtkCount), \(plainCount)")
            }
        }
        g_object_unref(filtered.rawObject)
        g_object_unref(filter.rawObject)
        g_object_unref(stringList.rawObject)

        for (step, text) in keystrokes.enumerated() {
            let label = step == keystrokes.count - 1 ? "backspace to \"\(text)\"" : "type \"\(text)\""
            report.add(group: "search filter per keystroke (\(itemCount) items, \(counts[step][0]) hits)", name: label,
                       figures: ["GtkControls ms": median(ours[step]), "GtkFilterListModel ms": median(gtk[step]),
                                 "strstr loop ms": median(plain[step])],
                       goal: "< 5 ms, ≥ 50× GTK, faster than the loop",
                       met: median(ours[step]) < 5 && median(gtk[step]) / median(ours[step]) >= 50 && median(ours[step]) < median(plain[step]))
        }
        let overhead = Double(SearchIndex.overheadPerItem) + Double(index.foldedByteCount) / Double(itemCount)
        report.add(group: "search index memory", name: "bytes per item beyond the strings",
                   figures: ["GtkControls B": overhead, "GtkStringList B (measured here before)": 79],
                   goal: "≤ 48 B", met: overhead <= 48)
    }
}

/// The plain baseline: a substring search over each pre-lower-cased string.
enum PlainSearch {
    static func count(_ folded: [String], _ needle: String) -> Int {
        var count = 0
        needle.withCString { needle in
            for item in folded where item.withCString({ strstr($0, needle) != nil }) { count += 1 }
        }
        return count
    }
}
