/// A control's target–action dispatch table: which actions run for which ``ControlEvents``.
///
/// An action is a closure, or a method of a target object that the table holds weakly: a
/// target that has been released is never called and drops out of the table.
///
/// ```swift
/// let actions = ActionTable<MyButton>()
/// let token = actions.add(for: .primaryActionTriggered) { button in print("pressed", button) }
/// actions.add(target: controller, action: Controller.buttonPressed, for: .touchUpInside)
/// actions.sendActions(for: .touchUpInside, from: button)
/// actions.remove(token)
/// ```
///
/// Actions run in the order they were added. An action may add or remove actions while
/// events are being sent; the change applies from the next ``sendActions(for:from:)``.
public final class ActionTable<Sender: AnyObject> {
    /// Identifies one added action, to remove it later.
    public struct Token: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Entry {
        let token: Token
        var events: ControlEvents
        /// `nil` for closure actions; otherwise the target, held weakly.
        weak var target: AnyObject?
        let hasTarget: Bool
        /// Runs the action; returns false when its target is gone.
        let invoke: (Sender, ControlEvents) -> Bool

        var isAlive: Bool { !hasTarget || target != nil }
    }

    private var entries: [Entry] = []
    private var nextID: UInt64 = 0

    public init() {}

    /// Adds `action`, run with the sender whenever one of `events` is sent.
    @discardableResult
    public func add(for events: ControlEvents, _ action: @escaping (Sender) -> Void) -> Token {
        append(events: events, target: nil) { sender, _ in action(sender); return true }
    }

    /// Adds `action`, run with the sender and the events sent whenever one of `events` is sent.
    @discardableResult
    public func add(for events: ControlEvents, _ action: @escaping (Sender, ControlEvents) -> Void) -> Token {
        append(events: events, target: nil) { sender, sent in action(sender, sent); return true }
    }

    /// Adds `target`'s method `action` (written `Target.method`), holding `target` weakly.
    @discardableResult
    public func add<Target: AnyObject>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: ControlEvents
    ) -> Token {
        append(events: events, target: target) { [weak target] sender, _ in
            guard let target else { return false }
            action(target)(sender)
            return true
        }
    }

    /// Removes the action added with `token`; does nothing if it is already gone.
    public func remove(_ token: Token) {
        entries.removeAll { $0.token == token }
    }

    /// Stops `target`'s actions from running for `events`; an action left with no events goes.
    public func remove(target: AnyObject, for events: ControlEvents = .allEvents) {
        for index in entries.indices where entries[index].target === target {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty || !$0.isAlive }
    }

    /// The distinct live targets of target–action pairs (closure actions have none).
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for entry in entries {
            if let target = entry.target, !targets.contains(where: { $0 === target }) {
                targets.append(target)
            }
        }
        return targets
    }

    /// Every event that at least one live action is waiting for.
    public var allControlEvents: ControlEvents {
        entries.filter(\.isAlive).reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    /// The tokens of `target`'s actions that run for `event`, in the order they run.
    public func actions(forTarget target: AnyObject, forEvent event: ControlEvents) -> [Token] {
        entries.filter { $0.target === target && !$0.events.isDisjoint(with: event) }.map(\.token)
    }

    /// The tokens of all live actions, in the order they run.
    public var tokens: [Token] { entries.filter(\.isAlive).map(\.token) }

    /// Runs, in order, every action registered for any of `events`, passing `sender`.
    /// Actions whose target has been released are skipped and removed.
    public func sendActions(for events: ControlEvents, from sender: Sender) {
        guard !events.isEmpty else { return }
        var sawDeadTarget = false
        for entry in entries where !entry.events.isDisjoint(with: events) {
            if !entry.invoke(sender, events.intersection(entry.events)) { sawDeadTarget = true }
        }
        if sawDeadTarget { entries.removeAll { !$0.isAlive } }
    }

    private func append(
        events: ControlEvents, target: AnyObject?, invoke: @escaping (Sender, ControlEvents) -> Bool
    ) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        entries.append(Entry(token: token, events: events, target: target, hasTarget: target != nil, invoke: invoke))
        return token
    }
}
