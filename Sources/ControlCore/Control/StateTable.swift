/// Values kept per ``ControlState`` (titles, icon names, colours, CSS classes), with one
/// documented rule for the states that have no entry of their own.
///
/// ```swift
/// var titles = StateTable<String>()
/// titles[.normal] = "Follow"
/// titles[.selected] = "Followed"
/// titles.resolved(for: [.selected, .highlighted])   // "Followed"
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
    /// Entries kept most specific first, so the first contained one is the answer to rule 3.
    private var entries: [(state: ControlState, value: Value)] = []

    public init() {}

    /// A table whose `.normal` entry is `normal`.
    public init(normal: Value) {
        self[.normal] = normal
    }

    /// The entry stored for exactly `state`, with no fallback. Setting `nil` removes it.
    public subscript(state: ControlState) -> Value? {
        get { entries.first { $0.state == state }?.value }
        set {
            entries.removeAll { $0.state == state }
            guard let newValue else { return }
            let index = entries.firstIndex { Self.isMoreSpecific(state, than: $0.state) } ?? entries.endIndex
            entries.insert((state, newValue), at: index)
        }
    }

    /// The states that have an entry of their own, most specific first.
    public var storedStates: [ControlState] { entries.map(\.state) }

    /// The value shown in `state`, by the rule in the type's documentation.
    public func resolved(for state: ControlState) -> Value? {
        if let exact = self[state] { return exact }
        if state.isSuperset(of: [.disabled, .highlighted]), let shared = self[state.subtracting(.disabled)] {
            return shared
        }
        return entries.first { state.isSuperset(of: $0.state) }?.value
    }

    private static func isMoreSpecific(_ a: ControlState, than b: ControlState) -> Bool {
        a.specificity != b.specificity ? a.specificity > b.specificity : a.rawValue > b.rawValue
    }
}

extension StateTable: Sendable where Value: Sendable {}
