// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// Drives one control's ``/ControlCore/StateMachine``: the one loop from events to GTK that
/// every widget of the library shares.
///
/// ```swift
/// let store = try ControlStore(StepperState(configuration: .init(minimum: 0, maximum: 10)))
/// store.attach(to: nil) { _, new in gtk_label_set_text(cgtk_label(label), "\(Int(new.value))") } perform: { effect in
///     if case .sendActions(let events) = effect { sendActions(for: events) }
/// }
/// store.send(.step(.up))   // the label reads "1"
/// ```
///
/// ``send(_:caller:)`` feeds an event to the machine, hands each effect to the widget's `perform`,
/// then renders once, with the state last rendered and the new one, so the widget touches
/// only what changed; an event that changes nothing renders nothing. Events sent while
/// another is handled (an action that sets a value, say) are handled at once, in order.
///
/// The store owns everything the control starts: timers (``schedule(_:after:key:)``), async
/// work (``run(_:key:progress:finished:)``) and frame-clock animation
/// (``animate(_:tick:while:)``). When its GObject is disposed it cancels them all, and from then
/// on it does nothing: a late timer, a finished task or a call from the app never reaches
/// freed memory.
@MainActor
public final class ControlStore<Machine: StateMachine & Equatable> {
    /// The control's whole state.
    public private(set) var state: Machine
    /// The state the widget last rendered; nil before the first render.
    private var rendered: Machine?
    private let scheduler: Scheduler
    private weak var binding: ObjectBinding?
    private var render: (_ old: Machine?, _ new: Machine) -> Void = { _, _ in }
    private var perform: (Machine.Effect) -> Void = { _ in }
    private var pending: [AnyHashable: Pending] = [:]
    private var tickID: UInt?
    private var isInvalidated = false

    /// One timer or piece of async work, cancelled together under its key.
    @MainActor
    private enum Pending {
        case timer(ScheduledTimer)
        case work(Task<Void, Never>, WorkReports)

        func cancel() {
            switch self {
            case .timer(let timer): timer.cancel()
            case .work(let task, let reports):
                reports.stop()
                task.cancel()
            }
        }
    }

    /// A store over `state`, with timers on `scheduler` (GLib's main loop by default).
    public init(_ state: Machine, scheduler: Scheduler = GLibScheduler()) {
        self.state = state
        self.scheduler = scheduler
    }

    /// Whatever the store still runs is cancelled when it goes.
    deinit {
        MainActor.assumeIsolated { invalidate() }
    }

    /// Connects the store to its widget, renders the first state, and arranges for
    /// everything the store owns to be cancelled when `binding`'s GObject is disposed.
    /// A store with no binding (a control that is no widget itself) runs until
    /// ``invalidate()``.
    public func attach(
        to binding: ObjectBinding?,
        render: @escaping (_ old: Machine?, _ new: Machine) -> Void,
        perform: @escaping (Machine.Effect) -> Void = { _ in }
    ) {
        self.binding = binding
        self.render = render
        self.perform = perform
        binding?.onDispose { [weak self] in self?.invalidate() }
        renderChanges()
    }

    /// Whether the store still drives a live control; false once invalidated or its
    /// GObject is disposed.
    public var isActive: Bool { !isInvalidated && binding?.isAlive != false }

    // MARK: Events

    /// Handles `event`, performs its effects, and renders what changed. After the widget is
    /// gone it does nothing and says so once on stderr (``ObjectBinding/isUsable(_:)``).
    public func send(_ event: Machine.Event, caller: String = #function) {
        guard checkUsable(caller) else { return }
        let effects = state.handle(event)
        for effect in effects {
            guard isActive else { return }
            perform(effect)
        }
        renderChanges()
    }

    /// Changes state that is set directly rather than through an event (a placeholder, a
    /// configuration), then renders what changed; a change to the same value renders
    /// nothing. A change that throws leaves the state as it was.
    public func update<Failure: Error>(caller: String = #function, _ change: (inout Machine) throws(Failure) -> Void) throws(Failure) {
        guard checkUsable(caller) else { return }
        var changed = state
        try change(&changed)
        state = changed
        renderChanges()
    }

    /// Renders again even though the state is unchanged (the data source changed, say).
    public func rerender() {
        guard isActive else { return }
        rendered = nil
        renderChanges()
    }

    private func renderChanges() {
        guard isActive, rendered != state else { return }
        let old = rendered
        rendered = state
        render(old, state)
    }

    private func checkUsable(_ caller: String) -> Bool {
        guard let binding else { return !isInvalidated }
        return binding.isUsable(caller) && !isInvalidated
    }

    // MARK: Timers and work

    /// Sends `event` after `delay`, replacing (and cancelling) whatever ran under `key`.
    public func schedule(_ event: Machine.Event, after delay: Duration, key: AnyHashable) {
        cancel(key)
        guard isActive else { return }
        pending[key] = .timer(scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            pending[key] = nil
            send(event)
        })
    }

    /// Runs `work` on the main loop as soon as the current frame is done (the scheduler with
    /// no delay), replacing what ran under `key`: for drawing work that need not hold up the
    /// frame being made.
    public func schedule(key: AnyHashable, _ work: @escaping () -> Void) {
        cancel(key)
        guard isActive else { return }
        pending[key] = .timer(scheduler.schedule(after: .zero) { [weak self] in
            self?.pending[key] = nil
            work()
        })
    }

    /// Runs `work` off the main actor under `key` (cancelling what ran there), sending
    /// `progress(fraction)` as it reports and `finished(error)` when it ends. Cancelled
    /// work sends nothing more.
    public func run(
        _ work: @escaping ProgressWork, key: AnyHashable,
        progress: @escaping (Double) -> Machine.Event,
        finished: @escaping (_ error: Error?) -> Machine.Event
    ) {
        cancel(key)
        guard isActive else { return }
        let reports = WorkReports()
        reports.onProgress = { [weak self] fraction in self?.send(progress(fraction)) }
        reports.onFinish = { [weak self] error in
            self?.pending[key] = nil
            self?.send(finished(error))
        }
        let task = Task { @MainActor in
            do {
                try await work { fraction in Task { @MainActor in reports.progress(fraction) } }
                try Task.checkCancellation()
                reports.finish(nil)
            } catch is CancellationError {
                // Cancelled: whoever cancelled has moved on.
            } catch {
                reports.finish(error)
            }
        }
        pending[key] = .work(task, reports)
    }

    /// Cancels the timer or work running under `key`, if any.
    public func cancel(_ key: AnyHashable) {
        pending.removeValue(forKey: key)?.cancel()
    }

    /// Whether a timer or work is pending under `key`.
    public func isPending(_ key: AnyHashable) -> Bool { pending[key] != nil }

    /// Sends `tick(frameTime)` on every frame of `widget`'s frame clock while the machine's
    /// `isAnimating` says so; does nothing while already animating.
    public func animate(_ widget: UnsafeMutablePointer<GtkWidget>, tick: @escaping (_ frameTime: Duration) -> Machine.Event,
                        while isAnimating: @escaping (Machine) -> Bool) {
        guard isActive, tickID == nil else { return }
        tickID = FrameTicks.add(to: widget) { [weak self] time in
            guard let self, isActive else { return false }
            send(tick(time))
            guard isAnimating(state) else {
                tickID = nil
                return false
            }
            return true
        }
    }

    /// Cancels every timer and piece of work, and stops handling events; called when the
    /// GObject is disposed (GTK removes its tick callbacks itself).
    public func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        tickID = nil
        let cancelled = pending.values
        pending.removeAll()
        for item in cancelled { item.cancel() }
        render = { _, _ in }
        perform = { _ in }
    }
}

extension ControlStore {
    /// Sends `event` to a control's own content through the gate of its
    /// ``/ControlCore/Controlled`` machine, and returns whether it got through: a disabled
    /// control refuses the user's input, and a key it refuses goes on to its parents.
    @discardableResult
    public func send<Content>(content event: Content.Event, caller: String = #function) -> Bool where Machine == Controlled<Content> {
        let accepted = state.accepts(event)
        send(.content(event), caller: caller)
        return accepted
    }
}

/// Async work that may report progress (0…1); it runs off the main actor and should stop
/// when its task is cancelled.
public typealias ProgressWork = @Sendable (_ reportProgress: @escaping @Sendable (Double) -> Void) async throws -> Void

/// Where one run of work reports on the main actor; silent once stopped, so a cancelled
/// run's late progress or result reaches nobody.
@MainActor
private final class WorkReports {
    var onProgress: (Double) -> Void = { _ in }
    var onFinish: (Error?) -> Void = { _ in }

    func progress(_ fraction: Double) { onProgress(fraction) }

    func finish(_ error: Error?) {
        let onFinish = self.onFinish
        stop()
        onFinish(error)
    }

    func stop() {
        onProgress = { _ in }
        onFinish = { _ in }
    }
}
