import CGtk
import ControlCore

/// A button that walks a sequence of modes — Download → Downloading… → Install →
/// Installing… → Complete! — as one expression of intent. Its behaviour is
/// ``ControlCore/ModalButtonState``; this widget runs each mode's work and shows it.
///
/// ```swift
/// let button = try ModalButton(modes: [
///     ModalButtonMode(title: "Download", busyTitle: "Downloading…"),
///     ModalButtonMode(title: "Done", isActionable: false),
/// ])
/// button.work = { _ in .operation { progress in try await download(reporting: progress) } }
/// button.onError = { message in show(message) }
/// ```
///
/// While busy the button is disabled and shows a spinner, the busy title and, when the
/// work reports it, a progress bar; a Stop button beside it cancels the work and returns
/// to the mode it left. Work that throws returns there too and its message goes to
/// ``onError``. `valueChanged` is sent on every mode change.
///
/// CSS node: `box.modal-button` holding `button.stateful-button.modal-button-main` (with
/// `.busy` while working) and `button.modal-button-stop`.
///
/// Accessibility: the main button is named after the current title, busy while working
/// and insensitive when disabled; the progress bar inside it carries the progress value;
/// the Stop button is named "Stop".
@MainActor
public final class ModalButton: LoadingButton {
    /// What a mode's work is: a plain delay, or real async work that may report progress
    /// (0…1) and is cancelled cooperatively.
    public enum Work {
        case delay(Duration)
        case operation(ProgressWork)
    }

    /// The work for the mode with this index; by default a one-second delay.
    public var work: (Int) -> Work = { _ in .delay(.seconds(1)) }
    /// Called with a message for the user when work fails.
    public var onError: ((String) -> Void)?

    private var modal: ModalButtonState
    private let scheduler: Scheduler
    private let progressBar = gtk_progress_bar_new()!
    private let stopButton = gtk_button_new_from_icon_name("process-stop-symbolic")!
    private var timer: ScheduledTimer?
    private let runner = WorkRunner()

    /// A button over `modes`; throws ``ModalButtonError`` for an empty sequence or a final
    /// mode that is not last. Delays run on `scheduler` (GLib's main loop by default).
    public init(modes: [ModalButtonMode], scheduler: Scheduler = GLibScheduler()) throws(ModalButtonError) {
        modal = try ModalButtonState(modes: modes)
        self.scheduler = scheduler
        super.init(title: modes[0].title)
        gtk_widget_add_css_class(host, "modal-button-main")

        gtk_widget_add_css_class(progressBar, "modal-button-progress")
        gtk_widget_set_visible(progressBar, 0)
        gtk_box_append(cgtk_box(body), progressBar)

        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(box, "modal-button")
        gtk_box_append(cgtk_box(box), host)
        gtk_widget_add_css_class(stopButton, "modal-button-stop")
        gtk_widget_add_css_class(stopButton, "circular")
        gtk_widget_set_valign(stopButton, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(stopButton, "Stop")
        Accessibility.setLabel(stopButton, "Stop")
        gtk_widget_set_visible(stopButton, 0)
        gtk_box_append(cgtk_box(box), stopButton)
        embedHost(in: box)

        Signal.connect(stopButton, "clicked") { [unowned self] _ in handle(.cancel) }
        addAction(for: .primaryActionTriggered) { control, _ in (control as? ModalButton)?.handle(.press) }
        showMode()
    }

    /// The index of the current mode.
    public var modeIndex: Int { modal.index }
    /// The current mode.
    public var mode: ModalButtonMode { modal.mode }
    /// Whether the current mode's work is running.
    public var isBusy: Bool { modal.isBusy }

    /// Stops any work and returns to the first mode.
    public func reset() {
        handle(.reset)
    }

    /// Stops the running work, returning to the mode it left.
    public func cancel() {
        handle(.cancel)
    }

    public override func objectDidFinalize() {
        timer?.cancel()
        runner.cancel()
    }

    private func handle(_ event: ModalButtonState.Event) {
        guard isAlive else { return }
        for effect in modal.handle(event) {
            switch effect {
            case .startWork(let run, let mode):
                start(work(mode), run: run)
            case .cancelWork:
                timer?.cancel()
                timer = nil
                runner.cancel()
            case .modeChanged:
                sendActions(for: .valueChanged)
            case .reportError(let message):
                onError?(message)
            }
        }
        showMode()
    }

    private func start(_ work: Work, run: Int) {
        switch work {
        case .delay(let delay):
            timer = scheduler.schedule(after: delay) { [weak self] in self?.handle(.workFinished(run: run)) }
        case .operation(let operation):
            runner.start(operation) { [weak self] progress in
                self?.handle(.progress(run: run, progress))
            } onFinish: { [weak self] error in
                self?.handle(error.map { .workFailed(run: run, message: String(describing: $0)) } ?? .workFinished(run: run))
            }
        }
    }

    private func showMode() {
        guard isAlive else { return }
        let mode = modal.mode
        titles = StateTable(normal: modal.title)
        iconNames = StateTable(normal: mode.iconName ?? "")
        isLoading = modal.isBusy
        isEnabled = mode.isActionable
        if modal.isBusy {
            gtk_widget_add_css_class(host, "busy")
        } else {
            gtk_widget_remove_css_class(host, "busy")
        }
        gtk_widget_set_visible(stopButton, modal.isBusy ? 1 : 0)
        if let progress = modal.progress {
            gtk_progress_bar_set_fraction(OpaquePointer(progressBar), progress)
            gtk_widget_set_visible(progressBar, 1)
            Accessibility.setLabel(progressBar, modal.title)
        } else {
            gtk_widget_set_visible(progressBar, 0)
        }
    }
}
