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

    /// A target held weakly; shared by reference so copying an entry copies no weak reference.
    @usableFromInline
    final class WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    @usableFromInline
    struct Entry {
        let token: Token
        @usableFromInline var events: ControlEvents
        /// nil for closure actions.
        let target: WeakTarget?
        @usableFromInline let action: Action

        var isAlive: Bool { target == nil || target?.object != nil }
    }

    /// What runs: kept in the caller's own shape so sending calls it directly.
    @usableFromInline
    enum Action {
        case plain((Sender) -> Void)
        case withEvents((Sender, ControlEvents) -> Void)
        /// Returns false when the target is gone.
        case target((Sender) -> Bool)
    }

    @usableFromInline var entries: [Entry] = []
    private var nextID: UInt64 = 0

    public init() {}

    /// Adds `action`, run with the sender whenever one of `events` is sent.
    @discardableResult
    public func add(for events: ControlEvents, _ action: @escaping (Sender) -> Void) -> Token {
        append(events: events, target: nil, action: .plain(action))
    }

    /// Adds `action`, run with the sender and the events sent whenever one of `events` is sent.
    @discardableResult
    public func add(for events: ControlEvents, _ action: @escaping (Sender, ControlEvents) -> Void) -> Token {
        append(events: events, target: nil, action: .withEvents(action))
    }

    /// Adds `target`'s method `action` (written `Target.method`), holding `target` weakly.
    @discardableResult
    public func add<Target: AnyObject>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: ControlEvents
    ) -> Token {
        let holder = WeakTarget(target)
        return append(events: events, target: holder, action: .target { [holder] sender in
            guard let target = holder.object as? Target else { return false }
            action(target)(sender)
            return true
        })
    }

    /// Removes the action added with `token`; does nothing if it is already gone.
    public func remove(_ token: Token) {
        entries.removeAll { $0.token == token }
    }

    /// Stops `target`'s actions from running for `events`; an action left with no events goes.
    public func remove(target: AnyObject, for events: ControlEvents = .allEvents) {
        for index in entries.indices where entries[index].target?.object === target {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty || !$0.isAlive }
    }

    /// The distinct live targets of target–action pairs (closure actions have none).
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for entry in entries {
            if let target = entry.target?.object, !targets.contains(where: { $0 === target }) {
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
        entries.filter { $0.target?.object === target && !$0.events.isDisjoint(with: event) }.map(\.token)
    }

    /// The tokens of all live actions, in the order they run.
    public var tokens: [Token] { entries.filter(\.isAlive).map(\.token) }

    /// Runs, in order, every action registered for any of `events`, passing `sender`.
    /// Actions whose target has been released are skipped and removed.
    @inlinable
    public func sendActions(for events: ControlEvents, from sender: Sender) {
        guard !events.isEmpty else { return }
        let snapshot = entries
        var sawDeadTarget = false
        for index in snapshot.indices {
            let wanted = snapshot[index].events
            guard !wanted.isDisjoint(with: events) else { continue }
            switch snapshot[index].action {
            case .plain(let action): action(sender)
            case .withEvents(let action): action(sender, events.intersection(wanted))
            case .target(let action): if !action(sender) { sawDeadTarget = true }
            }
        }
        if sawDeadTarget { removeDeadTargets() }
    }

    @usableFromInline
    func removeDeadTargets() {
        entries.removeAll { !$0.isAlive }
    }

    private func append(events: ControlEvents, target: WeakTarget?, action: Action) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        entries.append(Entry(token: token, events: events, target: target, action: action))
        return token
    }
}
