// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Values kept per ``ControlState`` (titles, icon names, colours, CSS classes), with one
/// documented rule for the states that have no entry of their own.
///
/// ```swift
/// var titles = StateTable<String>()
/// titles[.normal] = "Follow"
/// titles[.selected] = "Followed"
/// let title = titles.resolved(for: [.selected, .highlighted])   // "Followed"
/// ```
///
/// ``resolved(for:)`` looks, in order, for:
/// 1. the entry for exactly `state`;
/// 2. when `state` is both disabled and highlighted, the entry for `state` without
///    disabled (UIKit treats highlighted+disabled as highlighted);
/// 3. the most specific stored state contained in `state` (most flags; on a tie, the one
///    with the higher raw value, so application bits win over selected, and selected
///    over highlighted);
/// 4. the entry for `.normal`.
/// Rule 4 is rule 3 reaching the empty state; it is listed to be explicit.
public struct StateTable<Value> {
    /// Stored states, most specific first (so the first contained one answers rule 3), and
    /// their values at the same positions. Kept apart so a lookup scans plain integers.
    @usableFromInline var states: [ControlState] = []
    @usableFromInline var values: [Value] = []

    public init() {}

    /// A table whose `.normal` entry is `normal`.
    public init(normal: Value) {
        self[.normal] = normal
    }

    /// The entry stored for exactly `state`, with no fallback. Setting `nil` removes it.
    @inlinable
    public subscript(state: ControlState) -> Value? {
        get { states.firstIndex(of: state).map { values[$0] } }
        set {
            if let index = states.firstIndex(of: state) {
                states.remove(at: index)
                values.remove(at: index)
            }
            guard let newValue else { return }
            let index = states.firstIndex { Self.isMoreSpecific(state, than: $0) } ?? states.endIndex
            states.insert(state, at: index)
            values.insert(newValue, at: index)
        }
    }

    /// The states that have an entry of their own, most specific first.
    public var storedStates: [ControlState] { states }

    /// The value shown in `state`, by the rule in the type's documentation. One pass over
    /// the stored states, most specific first.
    @inlinable
    public func resolved(for state: ControlState) -> Value? {
        let alias: ControlState? = state.isSuperset(of: [.disabled, .highlighted]) ? state.subtracting(.disabled) : nil
        var firstContained: Int?
        for index in states.indices {
            let stored = states[index]
            if stored == state { return values[index] }
            guard state.isSuperset(of: stored) else { continue }
            if stored == alias { return values[index] }
            if firstContained == nil { firstContained = index }
            // Entries are ordered by specificity: once below the alias's, it cannot follow.
            if alias == nil || stored.specificity < alias!.specificity { return values[firstContained!] }
        }
        return firstContained.map { values[$0] }
    }

    @usableFromInline
    static func isMoreSpecific(_ a: ControlState, than b: ControlState) -> Bool {
        a.specificity != b.specificity ? a.specificity > b.specificity : a.rawValue > b.rawValue
    }
}

extension StateTable: Equatable where Value: Equatable {}
extension StateTable: Sendable where Value: Sendable {}
