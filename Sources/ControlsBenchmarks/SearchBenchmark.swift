// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
import Dispatch
import GtkControls
import SearchEngine
import Synchronization

/// The search filter per keystroke, three ways side by side: our index (both cores,
/// refining), GTK's GtkFilterListModel + GtkStringFilter, and a plain strstr loop over the
/// lines folded in advance (the near-limit baseline; folded rather than only lower-cased, so
/// that its hits are exactly ours and check them). Two lists of 1,000,000 items: generated
/// place names (~20 bytes), and real lines of this machine's text (~70 bytes, see
/// ``MachineText``), where the keystrokes type real words.
@MainActor
enum SearchBenchmark {
    /// What the user types, word by word: each string is one keystroke's query, and each
    /// word starts a new search session.
    static let names = [["n", "ne", "new", "ne"]]

    /// Real words letter by letter with a backspace after each; then queries from the
    /// middle of words, pasted whole ("ondrej" finds "Ondřej" only through folding); last,
    /// "zz", a pair too rare to have a bitmap: the worst case, a scan of all the text.
    static let realWords = [typed("python"), typed("debian"), typed("security"), ["ckag"], ["ibrar"], ["ondrej"], ["zz"]]

    private static func typed(_ word: String) -> [String] {
        let prefixes = (1...word.count).map { String(word.prefix($0)) }
        return prefixes + [String(word.dropLast())]
    }

    static let itemCount = 1_000_000

    /// The filter per keystroke on both lists, unless `typingOnly`; then typing on the real
    /// text in a window (``SearchTypingBenchmark``).
    static func run(repetitions: Int, typingOnly: Bool, report: inout Report) {
        let lines = MachineText.lines(count: itemCount)
        if !typingOnly {
            measure("generated names", items: SamplePlaceNames.generate(count: itemCount), typing: names,
                    repetitions: repetitions, report: &report)
            measure("this machine's paths and changelogs", items: lines, typing: realWords, repetitions: repetitions, report: &report)
        }
        SearchTypingBenchmark.run(items: lines, words: realWords, repetitions: repetitions, report: &report)
    }

    private static func measure(_ corpus: String, items: [String], typing: [[String]], repetitions: Int, report: inout Report) {
        let textBytes = items.reduce(0) { $0 + $1.utf8.count }
        let group = "search \(items.count) \(corpus) (\(format(Double(textBytes) / Double(items.count))) B a line)"
        reportIndex(items, group: group, repetitions: repetitions, report: &report)
        reportReadingSpeed(items, group: group, repetitions: repetitions, report: &report)

        let index = SearchIndex(items: items)
        let folded = items.map(TextFolding.fold)
        let keystrokes = typing.flatMap { $0 }
        var ours: [[Double]] = Array(repeating: [], count: keystrokes.count)
        var gtk: [[Double]] = Array(repeating: [], count: keystrokes.count)
        var plain: [[Double]] = Array(repeating: [], count: keystrokes.count)
        var counts: [(ours: Int, gtk: Int)] = Array(repeating: (0, 0), count: keystrokes.count)

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
            var step = 0
            for word in typing {
                var session = SearchSession(index: index)
                gtk_string_filter_set_search(filter, nil)
                for text in word {
                    let query = SearchQuery(text)
                    var hits: [UInt32] = []
                    ours[step].append(milliseconds { hits = ParallelSearch.run(query, session: &session) })
                    var gtkCount: guint = 0
                    gtk[step].append(milliseconds {
                        gtk_string_filter_set_search(filter, text)
                        gtkCount = g_list_model_get_n_items(OpaquePointer(filtered.rawObject))
                    })
                    let needle = String(decoding: query.bytes, as: UTF8.self)
                    var plainCount = 0
                    plain[step].append(milliseconds { plainCount = PlainSearch.count(folded, needle) })
                    precondition(hits.count == plainCount, "the index and the strstr loop disagree on \"\(text)\": \(hits.count), \(plainCount)")
                    counts[step] = (hits.count, Int(gtkCount))
                    step += 1
                }
            }
        }
        g_object_unref(filtered.rawObject)
        g_object_unref(filter.rawObject)
        g_object_unref(stringList.rawObject)

        var step = 0
        for word in typing {
            for (offset, text) in word.enumerated() {
                let isBackspace = offset > 0 && text.count < word[offset - 1].count
                let label = "\(isBackspace ? "backspace to" : offset == 0 ? "type" : "then") \"\(text)\" (\(counts[step].ours) hits, GTK \(counts[step].gtk))"
                let ms = median(ours[step])
                let gtkRatio = median(gtk[step]) / ms
                let plainRatio = ms / median(plain[step])
                report.add(group: group, name: label,
                           figures: ["GtkControls ms": ms, "GtkFilterListModel ms": median(gtk[step]), "strstr loop ms": median(plain[step]),
                                     "× GTK": gtkRatio, "× loop": plainRatio],
                           goal: "≤ 5 ms, ≥ 50× GTK, ≤ 0.2× loop", met: ms <= 5 && gtkRatio >= 50 && plainRatio <= 0.2)
                step += 1
            }
        }
    }

    /// The index's build time, beside the part of it that folds the lines that are not
    /// ASCII (the others are only lower-cased, as they are read), and its memory.
    private static func reportIndex(_ items: [String], group: String, repetitions: Int, report: inout Report) {
        var builds: [Double] = []
        var folds: [Double] = []
        var index: SearchIndex?
        let accented = items.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
        for _ in 0..<repetitions {
            index = nil
            builds.append(milliseconds { index = SearchIndex(items: items) })
            folds.append(milliseconds { for item in accented { _ = TextFolding.foldedUTF8(item) } })
        }
        report.add(group: group, name: "index build (\(accented.count) lines not ASCII, folded through ICU)",
                   figures: ["build ms": median(builds), "folding ms": median(folds)],
                   goal: "shown", met: true)
        guard let index else { return }
        report.add(group: group, name: "index bytes per item beyond the items' own text",
                   figures: ["GtkControls B": Double(index.bytesBeyondItemText) / Double(index.count),
                             "GtkStringList B (measured here before)": 79],
                   goal: "≤ 48 B", met: Double(index.bytesBeyondItemText) / Double(index.count) <= 48)
    }

    /// The floor for a query that must scan all the text (one whose letter pairs are too
    /// rare to have bitmaps): reading every byte once on every core, doing nothing else.
    private static func reportReadingSpeed(_ items: [String], group: String, repetitions: Int, report: inout Report) {
        let text = Array(items.joined(separator: "\n").utf8)
        let parts = ParallelSearch.parts
        let partSize = (text.count / 16 / parts + 1) * 16
        // Every byte counts towards a total, so the reads cannot be left out.
        let total = Atomic<Int>(0)
        var times: [Double] = []
        for _ in 0..<repetitions {
            times.append(milliseconds {
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    text.withUnsafeBytes { bytes in
                        var sum = SIMD16<UInt8>()
                        for offset in stride(from: part * partSize, to: min(bytes.count - 15, (part + 1) * partSize), by: 16) {
                            sum &+= bytes.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                        }
                        total.add(Int(sum.wrappedSum()), ordering: .relaxed)
                    }
                }
            })
        }
        let megabytes = Double(text.count) / 1_000_000
        report.add(group: group, name: "reading all \(Int(megabytes)) MB of text once, on every core (the floor for a scan)",
                   figures: ["ms": median(times), "GB/s": megabytes / median(times)], goal: "shown", met: true)
    }

    private static func format(_ value: Double) -> String { String(Int(value.rounded())) }
}

/// The plain baseline: a substring search over each string folded in advance.
enum PlainSearch {
    static func count(_ folded: [String], _ needle: String) -> Int {
        var count = 0
        needle.withCString { needle in
            for item in folded where item.withCString({ strstr($0, needle) != nil }) { count += 1 }
        }
        return count
    }
}
