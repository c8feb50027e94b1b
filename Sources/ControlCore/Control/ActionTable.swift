// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A control's target–action dispatch table: which actions run for which ``ControlEvents``.
///
/// An action is a closure, or a method of a target object that the table holds weakly: a
/// target that has been released is never called and drops out of the table.
///
/// ```swift
/// let actions = ActionTable<MyButton>()
/// let token = actions.add(for: .primaryActionTriggered) { button in pressed.append(button) }
/// actions.add(target: controller, action: Controller.buttonPressed, for: .touchUpInside)
/// actions.sendActions(for: .touchUpInside, from: button)
/// actions.remove(token)
/// ```
///
/// With Swift 6.0, `Controller.buttonPressed` needs a Sendable `Controller` (a main-actor class
/// is); write `{ Controller.buttonPressed($0) }` for any other (swiftlang/swift#76789).
///
/// Actions run in the order they were added. An action may add or remove actions while
/// events are being sent; the change applies from the next ``sendActions(for:from:)``.
public final class ActionTable<Sender: AnyObject> {
    /// Identifies one added action, to remove it later.
    public struct Token: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    /// A target held weakly, shared by the entry and its action.
    @usableFromInline
    final class WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// One added action. Immutable, so a send can call `run` without retaining it.
    @usableFromInline
    final class Entry {
        let token: Token
        @usableFromInline let events: ControlEvents
        /// nil for closure actions.
        let target: WeakTarget?
        /// Runs the action with the sender and the events sent; false when the target is gone.
        @usableFromInline let run: (Sender, ControlEvents) -> Bool

        init(token: Token, events: ControlEvents, target: WeakTarget?, run: @escaping (Sender, ControlEvents) -> Bool) {
            self.token = token
            self.events = events
            self.target = target
            self.run = run
        }

        var isAlive: Bool { target == nil || target?.object != nil }
    }

    /// The entries in the order they run. Never changed in place: a change makes a new list.
    @usableFromInline
    final class EntryList {
        @usableFromInline let entries: [Entry]
        init(_ entries: [Entry]) { self.entries = entries }
    }

    @usableFromInline var list = EntryList([])
    /// How many sends are in progress (an action may send again).
    @usableFromInline var sendDepth = 0
    /// Lists replaced while a send was in progress. A send iterates its list without retaining
    /// it, so these stay alive until the outermost send returns.
    @usableFromInline var retired: [EntryList] = []
    private var nextID: UInt64 = 0

    public init() {}

    /// Adds `action`, run with the sender whenever one of `events` is sent.
    @discardableResult
    public func add(for events: ControlEvents, _ action: @escaping (Sender) -> Void) -> Token {
        append(events: events, target: nil) { sender, _ in
            action(sender)
            return true
        }
    }

    /// Adds `action`, run with the sender and the events sent whenever one of `events` is sent.
    @discardableResult
    public func add(for events: ControlEvents, _ action: @escaping (Sender, ControlEvents) -> Void) -> Token {
        append(events: events, target: nil) { sender, sent in
            action(sender, sent)
            return true
        }
    }

    /// Adds `target`'s method `action` (written `Target.method`), holding `target` weakly.
    @discardableResult
    public func add<Target: AnyObject>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: ControlEvents
    ) -> Token {
        let holder = WeakTarget(target)
        return append(events: events, target: holder) { sender, _ in
            guard let target = holder.object as? Target else { return false }
            action(target)(sender)
            return true
        }
    }

    /// Removes the action added with `token`; does nothing if it is already gone.
    public func remove(_ token: Token) {
        replace(with: list.entries.filter { $0.token != token })
    }

    /// Stops `target`'s actions from running for `events`; an action left with no events goes.
    public func remove(target: AnyObject, for events: ControlEvents = .allEvents) {
        replace(with: list.entries.compactMap { entry in
            guard entry.isAlive else { return nil }
            guard entry.target?.object === target else { return entry }
            let remaining = entry.events.subtracting(events)
            return remaining.isEmpty ? nil : Entry(token: entry.token, events: remaining, target: entry.target, run: entry.run)
        })
    }

    /// The distinct live targets of target–action pairs (closure actions have none).
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for entry in list.entries {
            if let target = entry.target?.object, !targets.contains(where: { $0 === target }) {
                targets.append(target)
            }
        }
        return targets
    }

    /// Every event that at least one live action is waiting for.
    public var allControlEvents: ControlEvents {
        list.entries.filter(\.isAlive).reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    /// The tokens of `target`'s actions that run for `event`, in the order they run.
    public func actions(forTarget target: AnyObject, forEvent event: ControlEvents) -> [Token] {
        list.entries.filter { $0.target?.object === target && !$0.events.isDisjoint(with: event) }.map(\.token)
    }

    /// The tokens of all live actions, in the order they run.
    public var tokens: [Token] { list.entries.filter(\.isAlive).map(\.token) }

    /// Runs, in order, every action registered for any of `events`, passing `sender`.
    /// Actions whose target has been released are skipped and removed.
    @inlinable
    public func sendActions(for events: ControlEvents, from sender: Sender) {
        guard !events.isEmpty else { return }
        // No reference counting per send: the list is immutable and outlives this loop (a
        // change made by an action retires it, see `retired`), and each entry's `run` is a
        // constant of an entry the list owns, so neither needs retaining while it is used.
        sendDepth += 1
        var sawDeadTarget = false
        Unmanaged.passUnretained(list)._withUnsafeGuaranteedRef { list in
            list.entries.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: Unmanaged<Entry>.self) { entries in
                    for entry in entries {
                        entry._withUnsafeGuaranteedRef { entry in
                            let wanted = entry.events
                            if !wanted.isDisjoint(with: events), !entry.run(sender, events.intersection(wanted)) {
                                sawDeadTarget = true
                            }
                        }
                    }
                }
            }
        }
        sendDepth -= 1
        if sendDepth == 0, !retired.isEmpty { retired.removeAll() }
        if sawDeadTarget { removeDeadTargets() }
    }

    @usableFromInline
    func removeDeadTargets() {
        replace(with: list.entries.filter(\.isAlive))
    }

    private func replace(with entries: [Entry]) {
        if sendDepth > 0 { retired.append(list) }
        list = EntryList(entries)
    }

    private func append(events: ControlEvents, target: WeakTarget?, run: @escaping (Sender, ControlEvents) -> Bool) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        replace(with: list.entries + [Entry(token: token, events: events, target: target, run: run)])
        return token
    }
}
