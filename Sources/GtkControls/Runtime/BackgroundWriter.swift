import ControlCore
import Dispatch
import Synchronization

/// Keeps a value on disk without making the main thread wait: each ``save(_:)`` hands the
/// value to a background queue, which writes the newest one only (``/ControlCore/SaveQueueState``). The
/// outcome of each write comes back on the main actor through the main queue (which
/// ``MainLoopBridge`` drains inside GTK's loop) as ``onReport``. The write itself never
/// touches GTK.
///
/// ```swift
/// let writer = BackgroundWriter<String>(label: "notes") { text in write(text) }
/// writer.onReport = { error in show(error ?? "") }
/// writer.save(text)
/// writer.flush()   // before quitting: waits for everything saved to be written
/// ```
@MainActor
public final class BackgroundWriter<Value: Sendable> {
    /// Called on the main actor after each write with its error, or nil when it succeeded.
    public var onReport: ((String?) -> Void)?
    private var state = SaveQueueState<Value>()
    private let queue: DispatchQueue
    private let write: @Sendable (Value) -> String?
    /// Writes that ended on the queue and that the main actor has not handled yet.
    private let finished = Finished()

    /// A writer whose `write` runs on a serial background queue named `label` and returns
    /// an error message, or nil when the value was written.
    public init(label: String, write: @escaping @Sendable (Value) -> String?) {
        queue = DispatchQueue(label: label)
        self.write = write
    }

    /// Writes `value` in the background, after the write that runs now if any; a value
    /// saved before that one starts is replaced by this one.
    public func save(_ value: Value) {
        perform(state.handle(.save(value)))
    }

    /// Blocks until every value saved so far has been written, reporting each outcome.
    /// Call it before the process ends or the owner goes away.
    public func flush() {
        while state.isWriting {
            queue.sync {}
            handleFinishedWrites()
        }
    }

    private func perform(_ effects: [SaveQueueState<Value>.Effect]) {
        for effect in effects {
            switch effect {
            case .write(let value):
                queue.async { [write, finished] in
                    finished.append(write(value))
                    DispatchQueue.main.async { [weak self] in
                        MainActor.assumeIsolated { self?.handleFinishedWrites() }
                    }
                }
            case .report(let error):
                onReport?(error)
            }
        }
    }

    /// Feeds the writes that ended to the state machine. ``flush()`` may have handled
    /// them already, so the main-queue call that follows each write may find none.
    private func handleFinishedWrites() {
        for error in finished.takeAll() {
            perform(state.handle(.writeFinished(error: error)))
        }
    }
}

/// The outcomes of writes that ended, handed from the writing queue to the main actor.
private final class Finished: Sendable {
    private let errors = Mutex<[String?]>([])

    func append(_ error: String?) {
        errors.withLock { $0.append(error) }
    }

    func takeAll() -> [String?] {
        errors.withLock { errors in
            defer { errors = [] }
            return errors
        }
    }
}
