// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// One step of a ``ModalButtonState``: what the button shows and whether it can be pressed.
public struct ModalButtonMode: Equatable, Sendable {
    /// The title while idle in this mode, e.g. "Download".
    public var title: String
    /// The title while this mode's work runs, e.g. "Downloading…"; the title when nil.
    public var busyTitle: String?
    /// A symbolic icon name shown beside the title.
    public var iconName: String?
    /// Whether pressing the button in this mode starts work. The final mode never is.
    public var isActionable: Bool

    public init(title: String, busyTitle: String? = nil, iconName: String? = nil, isActionable: Bool = true) {
        self.title = title
        self.busyTitle = busyTitle
        self.iconName = iconName
        self.isActionable = isActionable
    }
}

/// Why a ``ModalButtonState`` could not be made.
public enum ModalButtonError: Error, Equatable, Sendable, CustomStringConvertible {
    case noModes
    /// Only the last mode may be final (not actionable); this one is not last.
    case finalModeNotLast(index: Int, title: String)

    public var description: String {
        switch self {
        case .noModes:
            return "a modal button needs at least one mode"
        case .finalModeNotLast(let index, let title):
            return "mode \(index) (\"\(title)\") is final (not actionable) but is not the last mode"
        }
    }
}

/// A button that walks a finite sequence of modes as one expression of intent, like the
/// App Store's Download → Install → Complete! button.
///
/// A press in an actionable, idle mode makes the button busy and asks for the mode's work;
/// when the work finishes the next mode comes. While busy the button allows no input and
/// presses are ignored, so a double click never skips a mode; in a ``Controlled`` machine,
/// the application's enabled flag is combined with that. Cancelled or failed work
/// returns to the mode it left. Each run of work has an id, and reports about any other
/// run (late, after a cancel or reset) are ignored.
///
/// Invariants (checked by the property tests): `index` is always a valid mode; busy only
/// in an actionable mode; the last mode, once reached, is never left except by `reset`;
/// at most one work run is live.
public struct ModalButtonState: ControlContent, Sendable {
    public enum Phase: Equatable, Sendable {
        case idle
        /// Work `run` is under way; `progress` is 0…1 when the work reports it.
        case busy(run: Int, progress: Double?)
    }

    public enum Event: Equatable, Sendable {
        /// The user pressed the button (its primary action).
        case press
        /// Work `run` reports `progress` (clamped to 0…1).
        case progress(run: Int, Double)
        case workFinished(run: Int)
        /// Work `run` failed with a message for the user.
        case workFailed(run: Int, message: String)
        /// The user stopped the work.
        case cancel
        /// Back to the first mode, stopping any work.
        case reset
        /// The application gives new modes: any work stops and the first new mode comes.
        /// Modes that `init(modes:)` would refuse change nothing.
        case replaceModes([ModalButtonMode])
    }

    public enum Effect: Equatable, Sendable {
        /// Start the work for mode `mode`, tagged `run`.
        case startWork(run: Int, mode: Int)
        /// Stop work `run`; its result no longer matters.
        case cancelWork(run: Int)
        /// The mode changed: send `valueChanged`.
        case modeChanged(Int)
        /// Work failed: tell the user.
        case reportError(String)
    }

    public private(set) var modes: [ModalButtonMode]
    public private(set) var index = 0
    public private(set) var phase = Phase.idle
    private var lastRun = 0

    /// Checks that there is at least one mode and that only the last can be final.
    public init(modes: [ModalButtonMode]) throws(ModalButtonError) {
        try Self.check(modes)
        self.modes = modes
    }

    /// Throws when `modes` is empty or a mode before the last is final.
    public static func check(_ modes: [ModalButtonMode]) throws(ModalButtonError) {
        guard !modes.isEmpty else { throw .noModes }
        if let final = modes.dropLast().firstIndex(where: { !$0.isActionable }) {
            throw .finalModeNotLast(index: final, title: modes[final].title)
        }
    }

    public var mode: ModalButtonMode { modes[index] }
    public var isBusy: Bool { phase != .idle }
    /// Whether the button is at its last mode and that mode is final.
    public var isComplete: Bool { index == modes.count - 1 && !mode.isActionable }
    /// Whether a press would start work now: the mode is actionable and no work runs.
    public var allowsInput: Bool { mode.isActionable && !isBusy }
    /// The title to show now.
    public var title: String {
        isBusy ? (mode.busyTitle ?? mode.title) : mode.title
    }
    /// Work progress 0…1 while busy, if the work reports it.
    public var progress: Double? {
        if case .busy(_, let progress) = phase { return progress }
        return nil
    }

    /// Only the user's press is refused while disabled: the work's reports, Stop (a busy
    /// button is disabled) and the application's calls pass.
    public static func passesWhileDisabled(_ event: Event) -> Bool {
        event != .press
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .press:
            guard allowsInput else { return [] }
            lastRun += 1
            phase = .busy(run: lastRun, progress: nil)
            return [.startWork(run: lastRun, mode: index)]
        case .progress(let run, let value):
            guard isCurrent(run), !value.isNaN else { return [] }
            phase = .busy(run: run, progress: min(1, max(0, value)))
            return []
        case .workFinished(let run):
            guard isCurrent(run) else { return [] }
            phase = .idle
            index = min(index + 1, modes.count - 1)
            return [.modeChanged(index)]
        case .workFailed(let run, let message):
            guard isCurrent(run) else { return [] }
            phase = .idle
            return [.reportError(message)]
        case .cancel:
            guard case .busy(let run, _) = phase else { return [] }
            phase = .idle
            return [.cancelWork(run: run)]
        case .reset:
            return returnToFirstMode()
        case .replaceModes(let newModes):
            guard (try? Self.check(newModes)) != nil, newModes != modes else { return [] }
            modes = newModes
            return returnToFirstMode()
        }
    }

    private mutating func returnToFirstMode() -> [Effect] {
        var effects: [Effect] = []
        if case .busy(let run, _) = phase { effects.append(.cancelWork(run: run)) }
        phase = .idle
        if index != 0 {
            index = 0
            effects.append(.modeChanged(0))
        }
        return effects
    }

    private func isCurrent(_ run: Int) -> Bool {
        if case .busy(let current, _) = phase { return current == run }
        return false
    }
}
