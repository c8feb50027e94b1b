// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct EditableListStateTests {
    typealias List = EditableListState<Int>

    @Test func editShowsMinusThenMinusShowsDeleteAndDeleteCommits() {
        var list = List(rows: [1, 2, 3])
        #expect(list.handle(.toggleEditing).last == .editingChanged(true))
        #expect(list.mask(of: 2) == .showingEditControl)
        #expect(list.handle(.tapMinus(2)) == [
            .willTransition(2, to: [.showingEditControl, .showingDeleteConfirmation]),
            .didTransition(2, to: [.showingEditControl, .showingDeleteConfirmation]),
        ])
        let effects = list.handle(.tapDelete(2))
        #expect(effects.last == .commitDeletion(2, index: 1))
        #expect(list.confirming == nil)
    }

    @Test func tappingElsewhereCancelsAndDeletesNothing() {
        var list = List(rows: [1, 2, 3])
        _ = list.handle(.toggleEditing)
        _ = list.handle(.tapMinus(1))
        let effects = list.handle(.tapElsewhere)
        #expect(effects == [.willTransition(1, to: .showingEditControl), .didTransition(1, to: .showingEditControl)])
        #expect(list.rows == [1, 2, 3] && list.confirming == nil)
        #expect(list.handle(.tapDelete(1)).allSatisfy { if case .commitDeletion = $0 { false } else { true } },
                "a Delete tap without a confirmation commits nothing")
    }

    @Test func onlyOneConfirmationAtATime() {
        var list = List(rows: [1, 2])
        _ = list.handle(.swipe(1, distance: 100, threshold: 80))
        #expect(list.confirming == 1)
        let effects = list.handle(.swipe(2, distance: 90, threshold: 80))
        #expect(effects.first == .willTransition(1, to: []), "showing one hides the other first")
        #expect(list.confirming == 2)
    }

    @Test func shortSwipeDoesNothingAndSwipeWorksOutsideEditMode() {
        var list = List(rows: [1])
        #expect(list.handle(.swipe(1, distance: 40, threshold: 80)) == [])
        _ = list.handle(.swipe(1, distance: 81, threshold: 80))
        #expect(list.mask(of: 1) == .showingDeleteConfirmation)
    }

    @Test func scrollEscapeAndDeleteKey() {
        var list = List(rows: [1, 2])
        _ = list.handle(.deleteKey(2))
        #expect(list.confirming == 2)
        _ = list.handle(.scroll)
        #expect(list.confirming == nil)
        _ = list.handle(.deleteKey(1))
        _ = list.handle(.escape)
        #expect(list.confirming == nil)
    }

    @Test func removingTheLastRowLeavesEditMode() {
        var list = List(rows: [1])
        _ = list.handle(.toggleEditing)
        #expect(list.handle(.removed(1)) == [.rowRemoved(1, index: 0), .editingChanged(false)])
        #expect(!list.isEditing && list.rows.isEmpty)
    }

    @Test func undoWhileARowFadesKeepsItAndTheFadeEnds() {
        var list = List(rows: [1, 2])
        _ = list.handle(.deleteKey(1))
        let commit = list.handle(.tapDelete(1))
        #expect(commit.last == .commitDeletion(1, index: 0))
        #expect(list.handle(.deletionCommitted(1)) == [.startRemoval(1)])
        #expect(list.dataRows == [2] && list.rows == [1, 2])
        #expect(list.handle(.inserted(1, at: 0)) == [.cancelRemoval(1)], "the undo stops the fade")
        #expect(list.handle(.removalFinished(1)) == [], "a late fade timer removes nothing")
        #expect(list.rows == [1, 2] && list.removing.isEmpty)
    }

    @Test func aFadedRowGoesAndAnUndoAfterwardsBringsItBack() {
        var list = List(rows: [1, 2, 3])
        _ = list.handle(.deleteKey(2))
        _ = list.handle(.tapDelete(2))
        _ = list.handle(.deletionCommitted(2))
        #expect(list.handle(.removalFinished(2)) == [.rowRemoved(2, index: 1)])
        #expect(list.handle(.inserted(2, at: 1)) == [.rowInserted(2, index: 1)])
        #expect(list.rows == [1, 2, 3])
    }

    @Test func anUndoPastAFadingRowLandsAtItsDataIndex() {
        var list = List(rows: [1, 2, 3])
        _ = list.handle(.deleteKey(1))
        _ = list.handle(.tapDelete(1))
        _ = list.handle(.deletionCommitted(1))
        // Row 9 comes back at the data source's index 1, i.e. after row 2: row 1 still fades.
        #expect(list.handle(.inserted(9, at: 1)) == [.rowInserted(9, index: 2)])
        #expect(list.dataRows == [2, 9, 3])
    }

    enum Input: CaseIterable { case edit, minus, swipe, shortSwipe, deleteKey, delete, elsewhere, scroll, escape, undo, fadeEnds }

    /// Found by the property test below (2 runs in 25): 2 fades, 1 is deleted, fades and comes
    /// back in front of the fading 2, then 2 comes back. It must come back after 1, where the
    /// data source has it, not where it faded.
    @Test func aFadingRowThatComesBackGoesWhereTheDataSourcePutsIt() {
        var list = List(rows: [0, 1, 2, 3, 4])
        _ = list.handle(.toggleEditing)
        for (row, index) in [(2, 2), (1, 1)] {
            _ = list.handle(.tapMinus(row))
            #expect(list.handle(.tapDelete(row)).contains(.commitDeletion(row, index: index)))
            _ = list.handle(.deletionCommitted(row))
        }
        _ = list.handle(.removalFinished(1))
        #expect(list.rows == [0, 2, 3, 4] && list.dataRows == [0, 3, 4])
        _ = list.handle(.inserted(1, at: 1))
        #expect(list.dataRows == [0, 1, 3, 4])
        #expect(list.handle(.inserted(2, at: 2)) == [.cancelRemoval(2), .rowMoved(2, from: 1, to: 2)])
        #expect(list.rows == [0, 1, 2, 3, 4] && list.dataRows == [0, 1, 2, 3, 4])
    }

    /// Applies the row effects among `effects` to `rows`, as a list view does; returns how many
    /// there were.
    private static func replay(_ effects: [List.Effect], on rows: inout [Int]) -> Int {
        var count = 0
        for effect in effects {
            switch effect {
            case .rowRemoved(let id, let index):
                #expect(rows[index] == id)
                rows.remove(at: index)
            case .rowInserted(let id, let index): rows.insert(id, at: index)
            case .rowMoved(let id, let from, let to):
                #expect(rows[from] == id)
                rows.insert(rows.remove(at: from), at: to)
            default: continue
            }
            count += 1
        }
        return count
    }

    /// Random taps, swipes, scrolls, keys, undos and fades ending: never two confirmations,
    /// a commit only for a Delete tap on the confirming row, no data change without a
    /// commit, the rows not fading are always the data, and each event's one row effect at
    /// most says how the rows changed.
    @Test func invariantsHoldOverRandomInput() async {
        await propertyCheck(count: 2000, input: Gen<Input>.case.array(of: 1...150), Gen.int(in: 0...5).array(of: 150)) { inputs, picks in
            var list = List(rows: [0, 1, 2, 3, 4])
            var data = [0, 1, 2, 3, 4]
            var removed: [(Int, Int)] = []
            for (step, input) in inputs.enumerated() {
                let row = data.isEmpty ? picks[step] : data[picks[step] % data.count]
                let fading = list.removing.sorted()
                let confirmingBefore = list.confirming
                let event: List.Event = switch input {
                case .edit: .toggleEditing
                case .minus: .tapMinus(row)
                case .swipe: .swipe(row, distance: 120, threshold: 80)
                case .shortSwipe: .swipe(row, distance: 10, threshold: 80)
                case .deleteKey: .deleteKey(row)
                case .delete: .tapDelete(row)
                case .elsewhere: .tapElsewhere
                case .scroll: .scroll
                case .escape: .escape
                case .undo: .tapElsewhere
                case .fadeEnds: fading.isEmpty ? .scroll : .removalFinished(fading[picks[step] % fading.count])
                }
                let dataBefore = data
                var replayed = list.rows
                let effects = list.handle(event)
                #expect(Self.replay(effects, on: &replayed) <= 1, "one row effect at most per event")
                for effect in effects {
                    if case .commitDeletion(let id, let index) = effect {
                        #expect(input == .delete && id == row && confirmingBefore == row, "a commit needs a Delete tap on the confirming row")
                        #expect(data[index] == id)
                        data.remove(at: index)
                        removed.append((id, index))
                        #expect(list.handle(.deletionCommitted(id)) == [.startRemoval(id)])
                    }
                }
                if input == .undo, let (id, index) = removed.popLast() {
                    data.insert(id, at: min(index, data.count))
                    replayed = list.rows
                    #expect(Self.replay(list.handle(.inserted(id, at: index)), on: &replayed) <= 1, "one row effect at most per event")
                }
                #expect(replayed == list.rows, "the row effects say how the rows changed")
                if input != .delete && input != .undo { #expect(data == dataBefore, "only a Delete tap or an undo changes the data") }
                #expect(list.dataRows == data)
                #expect(list.removing.isSubset(of: Set(list.rows)))
                let confirmations = list.rows.filter { list.mask(of: $0).contains(.showingDeleteConfirmation) }
                #expect(confirmations.count <= 1)
            }
        }
    }
}
