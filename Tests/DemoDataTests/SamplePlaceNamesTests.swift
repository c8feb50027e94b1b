// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import DemoData
import SearchEngine
import Testing

/// The generated names behind the Search page's million items.
@Suite struct SamplePlaceNamesTests {
    @Test func theSameNamesEachTime() {
        let names = SamplePlaceNames.generate(count: 1_000)
        #expect(names == SamplePlaceNames.generate(count: 1_000))
        #expect(Set(names).count > 990, "names are varied")
    }

    @Test func theirSearchIndexTakesUnderFortyEightBytesAnItemBeyondTheText() {
        let index = SearchIndex(items: SamplePlaceNames.generate(count: 50_000))
        #expect(Double(index.bytesBeyondItemText) / Double(index.count) <= 48)
    }
}
