// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// What a row shows, as UITableViewCell's state mask: the edit control (the minus) and the
/// delete confirmation.
public struct CellStateMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let showingEditControl = CellStateMask(rawValue: 1 << 0)
    public static let showingDeleteConfirmation = CellStateMask(rawValue: 1 << 1)
}

/// An editable list with the upgraded delete confirmation: Edit shows a minus on every row;
/// tapping a minus (or swiping a row towards the start edge past a threshold, in or out of
/// edit mode, or pressing Delete on a focused row) shows that row's Delete button; tapping
/// Delete commits through the data source; tapping anywhere else, scrolling or Escape
/// cancels.
///
/// A committed row does not vanish at once: it is *removing* while it fades, then goes
/// (``Event/removalFinished(_:)``, sent by the owner's timer). An undo while it fades
/// (``Event/inserted(_:at:)``) keeps it where it is.
///
/// An event changes ``rows`` by one row at most, and says how in one effect
/// (``Effect/rowRemoved(_:index:)``, ``Effect/rowInserted(_:index:)`` or
/// ``Effect/rowMoved(_:from:to:)``); a ``Event/reload(_:)`` replaces them all and says
/// nothing.
///
/// Invariants (property-tested): at most one row shows a confirmation; a deletion is only
/// ever committed by a Delete tap on the row that shows the confirmation; a cancelled
/// confirmation leaves the rows as they were; the rows that are not removing are always
/// the data source's rows.
public struct EditableListState<ID: Hashable & Sendable>: StateMachine, Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        case toggleEditing
        case tapMinus(ID)
        /// A swipe on `row` travelled `distance` towards the start edge; `threshold` is how
        /// far it must go.
        case swipe(ID, distance: Double, threshold: Double)
        /// The Delete key on a focused row.
        case deleteKey(ID)
        case tapDelete(ID)
        /// A tap on anything but the confirming row's Delete button.
        case tapElsewhere
        case scroll
        case escape
        /// The data source deleted `row` after ``Effect/commitDeletion(_:index:)``: it fades.
        case deletionCommitted(ID)
        /// `row` has faded out: it goes.
        case removalFinished(ID)
        /// The data source removed `row` by itself: it goes at once.
        case removed(ID)
        /// The data source inserted `row` at `index` (an undo, even while `row` fades).
        case inserted(ID, at: Int)
        /// Replaces every row (a reload).
        case reload([ID])
    }

    public enum Effect: Equatable, Sendable {
        case willTransition(ID, to: CellStateMask)
        case didTransition(ID, to: CellStateMask)
        /// Ask the data source to delete `row`, at `index` of its rows (``dataRows``); send
        /// ``Event/deletionCommitted(_:)`` when it has.
        case commitDeletion(ID, index: Int)
        /// The list's edit mode changed.
        case editingChanged(Bool)
        /// `row` starts to fade; send ``Event/removalFinished(_:)`` when it has.
        case startRemoval(ID)
        /// `row` stops fading and stays (an undo came first).
        case cancelRemoval(ID)
        /// `row` left the list at `index`.
        case rowRemoved(ID, index: Int)
        /// `row` joined the list at `index`.
        case rowInserted(ID, index: Int)
        /// `row`, fading out at `from`, came back at `to` (an undo that rows inserted since
        /// moved).
        case rowMoved(ID, from: Int, to: Int)
    }

    public private(set) var rows: [ID]
    public private(set) var isEditing = false
    /// The row showing its Delete button, if any.
    public private(set) var confirming: ID?
    /// The rows that are fading out after a committed deletion, still in ``rows``.
    public private(set) var removing: Set<ID> = []

    public init(rows: [ID]) {
        self.rows = rows
    }

    /// What `row` shows now.
    public func mask(of row: ID) -> CellStateMask {
        var mask: CellStateMask = []
        if isEditing { mask.insert(.showingEditControl) }
        if confirming == row { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .toggleEditing:
            var effects = cancelConfirmation()
            let before = rows.map { ($0, mask(of: $0)) }
            isEditing.toggle()
            for (row, old) in before where mask(of: row) != old {
                effects.append(.willTransition(row, to: mask(of: row)))
                effects.append(.didTransition(row, to: mask(of: row)))
            }
            effects.append(.editingChanged(isEditing))
            return effects
        case .tapMinus(let row):
            guard isEditing else { return [] }
            return confirming == row ? cancelConfirmation() : confirm(row)
        case .swipe(let row, let distance, let threshold):
            guard distance >= threshold else { return [] }
            return confirm(row)
        case .deleteKey(let row):
            return confirm(row)
        case .tapDelete(let row):
            guard confirming == row, let index = dataRows.firstIndex(of: row) else { return cancelConfirmation() }
            var effects = cancelConfirmation()
            effects.append(.commitDeletion(row, index: index))
            return effects
        case .tapElsewhere, .scroll, .escape:
            return cancelConfirmation()
        case .deletionCommitted(let row):
            guard rows.contains(row), !removing.contains(row) else { return [] }
            removing.insert(row)
            return [.startRemoval(row)]
        case .removalFinished(let row):
            guard removing.contains(row) else { return [] }
            return remove(row)
        case .removed(let row):
            guard rows.contains(row) else { return [] }
            var effects: [Effect] = removing.contains(row) ? [.cancelRemoval(row)] : []
            effects += remove(row)
            return effects
        case .inserted(let row, let index):
            if removing.remove(row) != nil, let current = rows.firstIndex(of: row) {
                // A row still fading out comes back where the data source puts it now, which
                // rows inserted since may have moved away from where it faded.
                rows.remove(at: current)
                let position = position(ofDataIndex: index)
                rows.insert(row, at: position)
                guard position != current else { return [.cancelRemoval(row)] }
                return [.cancelRemoval(row), .rowMoved(row, from: current, to: position)]
            }
            guard !rows.contains(row) else { return [] }
            let position = position(ofDataIndex: index)
            rows.insert(row, at: position)
            return [.rowInserted(row, index: position)]
        case .reload(let newRows):
            let effects = removing.map { Effect.cancelRemoval($0) }
            confirming = nil
            removing = []
            rows = newRows
            return effects
        }
    }

    /// The rows the data source still has: those not fading out.
    public var dataRows: [ID] { removing.isEmpty ? rows : rows.filter { !removing.contains($0) } }

    /// Where in ``rows`` the data source's row `index` goes, past the rows fading out.
    private func position(ofDataIndex index: Int) -> Int {
        var seen = 0
        for (position, row) in rows.enumerated() where !removing.contains(row) {
            if seen >= index { return position }
            seen += 1
        }
        return rows.count
    }

    private mutating func remove(_ row: ID) -> [Effect] {
        guard let index = rows.firstIndex(of: row) else { return [] }
        var effects: [Effect] = []
        if confirming == row { effects += cancelConfirmation() }
        removing.remove(row)
        rows.remove(at: index)
        effects.append(.rowRemoved(row, index: index))
        if rows.isEmpty, isEditing {
            isEditing = false
            effects.append(.editingChanged(false))
        }
        return effects
    }

    /// Shows `row`'s confirmation, hiding any other first.
    private mutating func confirm(_ row: ID) -> [Effect] {
        guard rows.contains(row), !removing.contains(row), confirming != row else { return [] }
        var effects = cancelConfirmation()
        let target = mask(of: row).union(.showingDeleteConfirmation)
        effects.append(.willTransition(row, to: target))
        confirming = row
        effects.append(.didTransition(row, to: target))
        return effects
    }

    private mutating func cancelConfirmation() -> [Effect] {
        guard let row = confirming else { return [] }
        let target = mask(of: row).subtracting(.showingDeleteConfirmation)
        let will = Effect.willTransition(row, to: target)
        confirming = nil
        return [will, .didTransition(row, to: target)]
    }
}
