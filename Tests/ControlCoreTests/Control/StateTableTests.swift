// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

@Suite struct StateTableTests {
    @Test func emptyTableResolvesNothing() {
        let table = StateTable<String>()
        #expect(table.resolved(for: .normal) == nil)
        #expect(table.resolved(for: [.selected, .highlighted]) == nil)
    }

    @Test func rule1ExactEntryWins() {
        var table = StateTable(normal: "Normal")
        table[.selected] = "Selected"
        table[[.selected, .highlighted]] = "Selected & Highlighted"
        #expect(table.resolved(for: [.selected, .highlighted]) == "Selected & Highlighted")
        #expect(table.resolved(for: .selected) == "Selected")
    }

    @Test func rule2DisabledHighlightedSharesTheHighlightedEntry() {
        var table = StateTable(normal: "Normal")
        table[.disabled] = "Disabled"
        table[.highlighted] = "Highlighted"
        table[[.selected, .highlighted]] = "Selected & Highlighted"
        #expect(table.resolved(for: [.highlighted, .disabled]) == "Highlighted")
        #expect(table.resolved(for: [.selected, .highlighted, .disabled]) == "Selected & Highlighted")
    }

    @Test func rule2DoesNotApplyWithoutBothFlags() {
        var table = StateTable(normal: "Normal")
        table[.highlighted] = "Highlighted"
        table[.disabled] = "Disabled"
        #expect(table.resolved(for: .disabled) == "Disabled")
    }

    @Test func rule3MostSpecificContainedStateWins() {
        var table = StateTable(normal: "Normal")
        table[.selected] = "Selected"
        table[[.selected, .disabled]] = "Selected & Disabled"
        #expect(table.resolved(for: [.selected, .disabled, .focused]) == "Selected & Disabled")
        #expect(table.resolved(for: [.selected, .focused]) == "Selected")
    }

    @Test func rule3TieGoesToTheHigherRawValue() throws {
        var table = StateTable(normal: "Normal")
        table[.highlighted] = "Highlighted"
        table[.selected] = "Selected"
        table[try .application(0)] = "Custom"
        #expect(table.resolved(for: [.highlighted, .selected]) == "Selected")
        #expect(table.resolved(for: [.selected, try .application(0)]) == "Custom")
    }

    @Test func rule4FallsBackToNormal() {
        var table = StateTable(normal: "Normal")
        table[.selected] = "Selected"
        #expect(table.resolved(for: .disabled) == "Normal")
        #expect(table.resolved(for: [.highlighted, .focused]) == "Normal")
    }

    @Test func settingNilRemovesAnEntry() {
        var table = StateTable(normal: "Normal")
        table[.selected] = "Selected"
        table[.selected] = nil
        #expect(table[.selected] == nil)
        #expect(table.resolved(for: .selected) == "Normal")
        #expect(table.storedStates == [.normal])
    }

    @Test func settingTwiceReplaces() {
        var table = StateTable<Int>()
        table[.selected] = 1
        table[.selected] = 2
        #expect(table[.selected] == 2)
        #expect(table.storedStates == [.selected])
    }

    /// The seed's follow button: followed = selected, mutual = bit 16 | selected,
    /// loading = bit 17 | disabled; every style set once, state alone picks it.
    @Test func seedFollowButtonCustomStatesCompose() throws {
        let followed = ControlState.selected
        let mutual = try ControlState.application(0).union(.selected)
        let loading = try ControlState.application(1).union(.disabled)
        var table = StateTable(normal: "Follow")
        table[followed] = "Followed"
        table[followed.union(.highlighted)] = "Followed"
        table[mutual] = "Mutual"
        table[mutual.union(.highlighted)] = "Mutual"
        table[loading] = ""
        #expect(table.resolved(for: .normal) == "Follow")
        #expect(table.resolved(for: .highlighted) == "Follow")
        #expect(table.resolved(for: followed) == "Followed")
        #expect(table.resolved(for: mutual.union(.highlighted)) == "Mutual")
        #expect(table.resolved(for: loading) == "")
        #expect(table.resolved(for: loading.union(followed)) == "")
        #expect(table.resolved(for: loading.union(mutual)) == "")
    }
}
