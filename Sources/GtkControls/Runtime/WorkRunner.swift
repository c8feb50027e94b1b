/// Async work that may report progress (0…1); it runs off the main actor and should stop
/// when its task is cancelled.
public typealias ProgressWork = @Sendable (_ reportProgress: @escaping @Sendable (Double) -> Void) async throws -> Void

/// Runs one ``ProgressWork`` at a time and delivers its progress and result on the main
/// actor. After ``cancel()`` the work's task is cancelled and its result never delivered.
@MainActor
final class WorkRunner {
    private var task: Task<Void, Never>?

    /// Starts `work`, cancelling any work still running.
    func start(
        _ work: @escaping ProgressWork,
        onProgress: @escaping @MainActor (Double) -> Void,
        onFinish: @escaping @MainActor (_ error: Error?) -> Void
    ) {
        cancel()
        task = Task { @MainActor in
            do {
                try await work { progress in Task { @MainActor in onProgress(progress) } }
                try Task.checkCancellation()
                onFinish(nil)
            } catch is CancellationError {
                // Cancelled: whoever cancelled has moved on.
            } catch {
                onFinish(error)
            }
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}
