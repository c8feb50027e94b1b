/// Saving in the background, newest value only: at most one write runs at a time, and a
/// value saved while one runs waits in a single slot, where a newer value replaces it. So a
/// burst of changes costs at most two writes, and the last value saved is always the last
/// one written.
///
/// Invariants (checked by property tests):
/// - a value waits only while a write runs (`queued != nil` ⇒ `isWriting`);
/// - writes start in the order their values were saved, and the newest value saved is
///   written once every write has finished.
public struct SaveQueueState<Value>: StateMachine {
    public enum Event {
        /// The owner has a new value to keep.
        case save(Value)
        /// The write that was running ended: `error` says why it failed, nil if it succeeded.
        case writeFinished(error: String?)
    }

    public enum Effect {
        /// Write `value` in the background, then send ``Event/writeFinished(error:)``.
        case write(Value)
        /// A write ended: tell the user about `error`, or clear an earlier one (nil).
        case report(error: String?)
    }

    /// Whether a write is running.
    public private(set) var isWriting = false
    /// The value to write when the running write ends.
    public private(set) var queued: Value?

    public init() {}

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .save(let value):
            guard isWriting else {
                isWriting = true
                return [.write(value)]
            }
            queued = value
            return []
        case .writeFinished(let error):
            guard isWriting else { return [] }
            guard let next = queued else {
                isWriting = false
                return [.report(error: error)]
            }
            queued = nil
            return [.report(error: error), .write(next)]
        }
    }
}
