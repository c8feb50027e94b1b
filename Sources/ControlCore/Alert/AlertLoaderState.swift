// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// The words an ``AlertLoaderState`` shows at each step. GtkControls' `AlertLoader` gives the
/// standard ones (Cancel, Processing…, Completed, Failed, the timeout's message) in the
/// user's language.
public struct AlertLoaderContent: Equatable, Sendable {
    public var title: String
    public var message: String
    public var cancelTitle: String
    public var confirmTitle: String
    /// Whether confirming destroys something (styled as a destructive action).
    public var isDestructive: Bool
    public var processingTitle: String
    /// The message while the work runs; none when nil.
    public var processingMessage: String?
    public var completedTitle: String
    public var completedMessage: String
    public var failedTitle: String
    /// The failure's message when the work runs past the timeout.
    public var timedOutMessage: String

    public init(
        title: String, message: String, cancelTitle: String, confirmTitle: String,
        isDestructive: Bool = false, processingTitle: String, processingMessage: String? = nil,
        completedTitle: String, completedMessage: String, failedTitle: String, timedOutMessage: String
    ) {
        self.title = title
        self.message = message
        self.cancelTitle = cancelTitle
        self.confirmTitle = confirmTitle
        self.isDestructive = isDestructive
        self.processingTitle = processingTitle
        self.processingMessage = processingMessage
        self.completedTitle = completedTitle
        self.completedMessage = completedMessage
        self.failedTitle = failedTitle
        self.timedOutMessage = timedOutMessage
    }
}

/// How long the loader waits: a minimum on screen (so a 20 ms job does not flash) and an
/// optional limit after which the work counts as failed.
public struct AlertLoaderTiming: Equatable, Sendable {
    public var minimumDuration: Duration
    public var timeout: Duration?
    public var isCancellable: Bool

    public init(minimumDuration: Duration = .milliseconds(600), timeout: Duration? = nil, isCancellable: Bool = true) {
        self.minimumDuration = minimumDuration
        self.timeout = timeout
        self.isCancellable = isCancellable
    }
}

/// An alert that asks, then shows the work running, then reports: idle → confirming →
/// processing → completed or failed (with Retry) → idle.
///
/// Time enters as events (`minimumElapsed`, `timedOut`), work as `startWork` effects and
/// result events, each tagged with the run it belongs to; anything about another run is
/// ignored, so cancelled work never reports success and a double confirm starts one run.
///
/// Invariants (property-tested): work starts only from a confirm or a retry; each run gets
/// at most one result; after a cancel nothing succeeds.
public struct AlertLoaderState: StateMachine, Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case idle
        case confirming
        /// Work `run` is under way. `progress` is 0…1 when reported. A result that came
        /// before the minimum time waits in `pendingResult`.
        case processing(run: Int, progress: Double?, minimumElapsed: Bool, pendingResult: Outcome?)
        case completed
        case failed(message: String)
    }

    /// How a run ended.
    public enum Outcome: Equatable, Sendable {
        case succeeded
        case failed(String)
    }

    public enum Event: Equatable, Sendable {
        case present
        case confirm
        /// Cancel while confirming, or stop cancellable work.
        case cancel
        case progress(run: Int, Double)
        case workSucceeded(run: Int)
        case workFailed(run: Int, message: String)
        case minimumElapsed(run: Int)
        case timedOut(run: Int)
        case retry
        /// OK or Close on the result.
        case dismiss
    }

    public enum Effect: Equatable, Sendable {
        case startWork(run: Int)
        case cancelWork(run: Int)
        /// Schedule `minimumElapsed(run:)` after the minimum duration.
        case startMinimumTimer(run: Int, Duration)
        /// Schedule `timedOut(run:)` after the timeout.
        case startTimeoutTimer(run: Int, Duration)
        /// Stop the timers of `run`.
        case cancelTimers(run: Int)
        /// The alert closed: tell the page how it ended (nil: cancelled before any result).
        case finished(Outcome?)
    }

    public let content: AlertLoaderContent
    public let timing: AlertLoaderTiming
    public private(set) var phase = Phase.idle
    private var lastRun = 0

    public init(content: AlertLoaderContent, timing: AlertLoaderTiming = AlertLoaderTiming()) {
        self.content = content
        self.timing = timing
    }

    /// The title shown now.
    public var title: String {
        switch phase {
        case .idle, .confirming: return content.title
        case .processing: return content.processingTitle
        case .completed: return content.completedTitle
        case .failed: return content.failedTitle
        }
    }

    /// The message shown now, if any.
    public var message: String? {
        switch phase {
        case .idle, .confirming: return content.message
        case .processing: return content.processingMessage
        case .completed: return content.completedMessage
        case .failed(let message): return message
        }
    }

    public var isVisible: Bool { phase != .idle }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (phase, event) {
        case (.idle, .present):
            phase = .confirming
            return []
        case (.confirming, .confirm), (.failed, .retry):
            return start()
        case (.confirming, .cancel):
            phase = .idle
            return [.finished(nil)]
        case (.processing(let run, _, _, _), .cancel) where timing.isCancellable:
            phase = .idle
            return [.cancelWork(run: run), .cancelTimers(run: run), .finished(nil)]
        case (.processing(let run, _, let minimumElapsed, nil), .progress(let reported, let value)):
            guard run == reported, !value.isNaN else { return [] }
            phase = .processing(run: run, progress: min(1, max(0, value)), minimumElapsed: minimumElapsed, pendingResult: nil)
            return []
        case (.processing(let run, _, _, _), .workSucceeded(let reported)) where run == reported:
            return settle(run: run, with: .succeeded)
        case (.processing(let run, _, _, _), .workFailed(let reported, let message)) where run == reported:
            return settle(run: run, with: .failed(message))
        case (.processing(let run, let progress, false, let pending), .minimumElapsed(let reported)) where run == reported:
            if let pending { return show(pending, run: run) }
            phase = .processing(run: run, progress: progress, minimumElapsed: true, pendingResult: nil)
            return []
        case (.processing(let run, _, _, nil), .timedOut(let reported)) where run == reported:
            return [.cancelWork(run: run)] + show(.failed(content.timedOutMessage), run: run)
        case (.completed, .dismiss):
            phase = .idle
            return [.finished(.succeeded)]
        case (.failed(let message), .dismiss):
            phase = .idle
            return [.finished(.failed(message))]
        default:
            return []
        }
    }

    private mutating func start() -> [Effect] {
        lastRun += 1
        phase = .processing(run: lastRun, progress: nil, minimumElapsed: false, pendingResult: nil)
        var effects: [Effect] = [.startWork(run: lastRun), .startMinimumTimer(run: lastRun, timing.minimumDuration)]
        if let timeout = timing.timeout { effects.append(.startTimeoutTimer(run: lastRun, timeout)) }
        return effects
    }

    /// A result arrived: show it now, or keep it until the minimum time has passed.
    private mutating func settle(run: Int, with outcome: Outcome) -> [Effect] {
        guard case .processing(_, let progress, let minimumElapsed, nil) = phase else { return [] }
        if minimumElapsed { return show(outcome, run: run) }
        phase = .processing(run: run, progress: progress, minimumElapsed: false, pendingResult: outcome)
        return []
    }

    private mutating func show(_ outcome: Outcome, run: Int) -> [Effect] {
        switch outcome {
        case .succeeded: phase = .completed
        case .failed(let message): phase = .failed(message: message)
        }
        return [.cancelTimers(run: run)]
    }
}
