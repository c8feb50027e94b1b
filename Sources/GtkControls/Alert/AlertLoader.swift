// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// An alert that confirms, then turns into a loader while the work runs, then reports —
/// without ever blocking the UI. Its behaviour is ``/ControlCore/AlertLoaderState``.
///
/// ```swift
/// let alert = AlertLoader(parent: window, content: AlertLoaderContent(
///     title: "Sign Out", message: "Are you sure you want to sign out?",
///     confirmTitle: "Confirm", completedMessage: "Sign out completed")) { progress in
///     try await signOut(reporting: progress)
/// }
/// AlertLoader.finishedSignal.connect(alert) { outcome, message in update(outcome, message) }
/// alert.present()
/// ```
///
/// The dialog is modal and transient for `parent`, with GNOME's layout: the responses at
/// the bottom, Cancel at the start, the affirmative at the end (suggested, or destructive).
/// Escape cancels where there is a Cancel and closes a result; Enter gives the default
/// response. By default the one dialog morphs from question to loader to result; with
/// ``Presentation/separateAlerts`` each step is its own alert, as in the seed. Closing the
/// parent while the work runs cancels it.
///
/// It is the GObject type `CtlAlertLoader` (no widget: it opens windows of its own), which
/// lives as long as its parent window, with the signal `finished` (outcome, message): the
/// alert ended, as a `CtlAlertLoaderOutcome` (done, failed, or cancelled before a result) and,
/// when it failed, why. An alert made outside Swift (`g_object_new`) has no work and no parent:
/// it shows nothing.
///
/// CSS node: `window.dialog.message.alert-loader`, with `.processing`, `.completed` or
/// `.failed` for the step shown.
///
/// Accessibility: role alert dialog, named after the title and described by the message;
/// busy while the work runs; the progress bar carries the progress value. When the dialog
/// changes in place, the response that takes the focus is described by the new title and
/// message, so a screen reader says the new step (it reads a dialog only as it appears). Each
/// step's responses are new buttons, so nothing a screen reader remembers of the last step's
/// (Orca 48 keeps a description it read for up to 2 s) is said for the new one.
@MainActor
public final class AlertLoader: ObjectBinding {
    /// How the steps are shown.
    public enum Presentation {
        /// One dialog that changes in place.
        case morphInPlace
        /// A new alert for each step.
        case separateAlerts
    }

    /// How the alert ended, as `finished` tells it: the GEnum `CtlAlertLoaderOutcome`.
    public enum Outcome: String, PropertyEnum {
        /// The work succeeded.
        case done
        /// The work failed or timed out; the signal's message says why.
        case failed
        /// The user cancelled, or the parent window went, before a result.
        case cancelled

        /// The GEnum type `CtlAlertLoaderOutcome` of the `finished` signal's outcome.
        @MainActor public static let enumType = WidgetEnum(name: "CtlAlertLoaderOutcome", summary: "How an alert loader ended", values: [
            "done": "the work succeeded", "failed": "the work failed or timed out; the signal's message says why",
            "cancelled": "the user cancelled, or the parent window went, before a result",
        ])
    }

    /// `finished`: the alert ended, with its outcome and, when it failed, why (NULL otherwise).
    public static let finishedSignal = SignalKey<AlertLoader, Outcome, String?>(
        "finished", "The alert ended: done, failed or cancelled before a result", arguments: "outcome", "message")

    /// The GObject type `CtlAlertLoader`.
    public static let type = WidgetType(
        name: "CtlAlertLoader", summary: "An alert that confirms, runs work as a loader and reports how it ended.",
        parent: g_object_get_type(), signals: [finishedSignal]
    ) { AlertLoader() }

    public var presentation = Presentation.morphInPlace

    private let store: ControlStore<AlertLoaderState>
    private let parent: UnsafeMutablePointer<GtkWidget>?
    private let work: ProgressWork
    private var dialog: AlertLoaderDialog?

    /// An alert over `parent` (a GtkWindow) that runs `work` once confirmed. It lives as long
    /// as `parent`: closing the window ends it.
    public init(
        parent: UnsafeMutablePointer<GtkWidget>, content: AlertLoaderContent,
        timing: AlertLoaderTiming = AlertLoaderTiming(), scheduler: Scheduler = GLibScheduler(),
        work: @escaping ProgressWork
    ) {
        self.parent = parent
        store = ControlStore(AlertLoaderState(content: content, timing: timing), scheduler: scheduler)
        self.work = work
        super.init(binding: Self.type.instantiateObject())
        store.attach(to: self) { [unowned self] _, new in render(new) } perform: { [unowned self] effect in perform(effect) }
        // The parent's end is the alert's end: nothing it started may outlive the window.
        Signal.connect(parent, .destroy) { [weak self] in
            guard let self else { return }
            endShownStep()
            g_object_unref(object)
        }
    }

    /// The Swift object of an alert made outside Swift, which has no work to run and no
    /// window to show over: it shows nothing.
    private init() {
        parent = nil
        store = ControlStore(AlertLoaderState(content: AlertLoaderContent(title: "", message: "", confirmTitle: "", completedMessage: "")))
        work = { _ in }
        super.init(binding: Self.type.instantiateObject())
        store.invalidate()
    }

    /// The step shown now.
    public var phase: AlertLoaderState.Phase { store.state.phase }
    /// The dialog window shown now, if any.
    public var window: UnsafeMutablePointer<GtkWidget>? { dialog?.window }

    /// Shows the question; does nothing while the alert is already up.
    public func present() {
        handle(.present)
    }

    /// Gives the alert an event, as its buttons and keys do.
    public func handle(_ event: AlertLoaderState.Event) {
        store.send(event)
    }

    private func perform(_ effect: AlertLoaderState.Effect) {
        switch effect {
        case .startWork(let run):
            store.run(work, key: Self.workKey) { .progress(run: run, $0) } finished: { error in
                error.map { .workFailed(run: run, message: Self.message(for: $0)) } ?? .workSucceeded(run: run)
            }
        case .cancelWork:
            store.cancel(Self.workKey)
        case .startMinimumTimer(let run, let delay):
            store.schedule(.minimumElapsed(run: run), after: delay, key: Self.minimumKey)
        case .startTimeoutTimer(let run, let delay):
            store.schedule(.timedOut(run: run), after: delay, key: Self.timeoutKey)
        case .cancelTimers:
            store.cancel(Self.minimumKey)
            store.cancel(Self.timeoutKey)
        case .finished(.succeeded?):
            Self.finishedSignal.emit(self, .done, nil)
        case .finished(.failed(let message)?):
            Self.finishedSignal.emit(self, .failed, message)
        case .finished(nil):
            Self.finishedSignal.emit(self, .cancelled, nil)
        }
    }

    private static let workKey = "work"
    private static let minimumKey = "minimum time"
    private static let timeoutKey = "timeout"

    private static func message(for error: Error) -> String {
        String(describing: error)
    }

    // MARK: Rendering

    private func render(_ state: AlertLoaderState) {
        guard state.isVisible else {
            dialog?.close()
            dialog = nil
            return
        }
        let step = AlertLoaderDialog.Step(state.phase)
        if let dialog, presentation == .separateAlerts, dialog.step != step {
            dialog.close()
            self.dialog = nil
        }
        let dialog = self.dialog ?? makeDialog()
        dialog.show(state, step: step)
    }

    /// Cancels the question or the work, or dismisses the result: what closing it means.
    private func endShownStep() {
        switch store.state.phase {
        case .confirming, .processing: handle(.cancel)
        case .completed, .failed: handle(.dismiss)
        case .idle: break
        }
    }

    private func makeDialog() -> AlertLoaderDialog {
        let dialog = AlertLoaderDialog()
        if let parent { dialog.attach(to: parent, content: store.state.content) }
        dialog.onResponse = { [weak self] event in self?.handle(event) }
        dialog.onDestroy = { [weak self, weak dialog] in
            guard let self, let dialog, self.dialog === dialog else { return }
            // Closed from outside (the parent went away): stop everything.
            self.dialog = nil
            endShownStep()
        }
        self.dialog = dialog
        gtk_window_present(cgtk_window(dialog.window))
        return dialog
    }
}

extension AlertLoaderContent {
    /// An alert's words, with the standard ones that are not given — Cancel, Processing…,
    /// Completed, Failed and the timeout's message — in the user's language.
    public init(
        title: String, message: String, cancelTitle: String? = nil, confirmTitle: String,
        isDestructive: Bool = false, processingTitle: String? = nil, processingMessage: String? = nil,
        completedTitle: String? = nil, completedMessage: String, failedTitle: String? = nil, timedOutMessage: String? = nil
    ) {
        // TRANSLATORS: the alert loader's standard words: its Cancel button, and its title
        // while the work runs, once it is done and when it failed.
        self.init(title: title, message: message, cancelTitle: cancelTitle ?? tr("Cancel"), confirmTitle: confirmTitle,
                  isDestructive: isDestructive, processingTitle: processingTitle ?? tr("Processing…"),
                  processingMessage: processingMessage, completedTitle: completedTitle ?? tr("Completed"),
                  completedMessage: completedMessage, failedTitle: failedTitle ?? tr("Failed"),
                  timedOutMessage: timedOutMessage ?? tr("The operation timed out."))
    }
}

/// The alert's window, the widget type `CtlAlertLoaderDialog` (a GtkWindow built from the
/// template ui/alert-loader-dialog.ui): title, message, spinner, progress bar and the
/// response buttons it makes for each step.
final class AlertLoaderDialog: ObjectBinding {
    /// The template's objects the window reads back, each by its id in the `.ui` file.
    enum Part: String, CaseIterable { case title, message, spinner, progressBar, responses }

    static let type = WidgetType(
        name: "CtlAlertLoaderDialog", title: tr("Alert Loader"), parent: gtk_window_get_type(), role: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG,
        template: LibraryResources.template("alert-loader-dialog.ui", children: Part.self), keyBindings: keyBindings
    ) { AlertLoaderDialog() }

    /// The alert's key: Escape cancels where there is a Cancel and closes a result. It is
    /// used up in every step, a step with neither included.
    static let keyBindings: [KeyBinding<AlertLoaderDialog>] = [
        // TRANSLATORS: what a control's keys do, as the keyboard shortcuts window lists them.
        KeyBinding(tr("Cancel the alert, or close its result"), ["Escape": { dialog in
            dialog.respond(dialog.escapeEvent)
            return true
        }]),
    ]

    /// Which kind of alert is on screen; separate alerts open a new window when it changes.
    enum Step: Equatable {
        case question, processing, result

        init(_ phase: AlertLoaderState.Phase) {
            switch phase {
            case .idle, .confirming: self = .question
            case .processing: self = .processing
            case .completed, .failed: self = .result
            }
        }
    }

    var window: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }
    var onResponse: ((AlertLoaderState.Event) -> Void)?
    var onDestroy: (() -> Void)?
    private(set) var step: Step?
    private var firstStep: Step?
    private let title: UnsafeMutablePointer<GtkWidget>
    private let message: UnsafeMutablePointer<GtkWidget>
    private let spinner: UnsafeMutablePointer<GtkWidget>
    private let progressBar: UnsafeMutablePointer<GtkWidget>
    private let responses: UnsafeMutablePointer<GtkWidget>
    private var cancelButton: UnsafeMutablePointer<GtkWidget>
    private var affirmativeButton: UnsafeMutablePointer<GtkWidget>
    private var cancelEvent: AlertLoaderState.Event?
    private var affirmativeEvent: AlertLoaderState.Event?
    private var isClosing = false

    init() {
        let window = Self.type.instantiate()
        let part = { (part: Part) in Self.type.templateChild(part, of: window) }
        title = part(.title)
        message = part(.message)
        spinner = part(.spinner)
        progressBar = part(.progressBar)
        responses = part(.responses)
        (cancelButton, affirmativeButton) = Self.newResponses(in: responses)
        super.init(binding: window)

        connectResponses()
        Signal.connect(window, .closeRequest) { [weak self] in
            // The window manager's close button: the same as Escape.
            self?.respond(self?.escapeEvent ?? self?.affirmativeEvent)
            return true
        }
        Signal.connect(window, .destroy) { [weak self] in
            guard let self, !isClosing else { return }
            onDestroy?()
        }
    }

    /// Shows the alert over `parent`, with the progress bar named after `content`'s
    /// processing title.
    func attach(to parent: UnsafeMutablePointer<GtkWidget>, content: AlertLoaderContent) {
        gtk_window_set_transient_for(cgtk_window(window), cgtk_window(parent))
        Accessibility.setLabel(progressBar, content.processingTitle)
    }

    /// Escape cancels where there is a Cancel, and closes a result.
    private var escapeEvent: AlertLoaderState.Event? {
        step == .result ? .dismiss : cancelEvent
    }

    func close() {
        isClosing = true
        gtk_window_destroy(cgtk_window(window))
    }

    func show(_ state: AlertLoaderState, step: Step) {
        let content = state.content
        if let shown = self.step, shown != step { replaceResponses() }
        self.step = step
        if firstStep == nil { firstStep = step }
        gtk_label_set_text(cgtk_label(title), state.title)
        let text = state.message ?? ""
        gtk_label_set_text(cgtk_label(message), text)
        gtk_widget_set_visible(message, text.isEmpty ? 0 : 1)
        Accessibility.setLabel(window, state.title)
        Accessibility.setDescription(window, text)
        // A screen reader reads a dialog when it appears, not when it changes in place: the
        // focused response then says the new step.
        let news = step == firstStep ? "" : [state.title, text].filter { !$0.isEmpty }.joined(separator: ", ")

        var progress: Double?
        var processing = false
        switch state.phase {
        case .idle, .confirming:
            setResponses(cancel: (content.cancelTitle, .cancel),
                         affirmative: (content.confirmTitle, .confirm, content.isDestructive ? "destructive-action" : "suggested-action"),
                         defaultToCancel: content.isDestructive, news: news)
        case .processing(_, let reported, _, _):
            processing = true
            progress = reported
            setResponses(cancel: state.timing.isCancellable ? (content.cancelTitle, .cancel) : nil, affirmative: nil, news: news)
        case .completed:
            // TRANSLATORS: the alert loader's responses to its result.
            setResponses(cancel: nil, affirmative: (tr("OK"), .dismiss, "suggested-action"), news: news)
        case .failed:
            setResponses(cancel: (tr("Close"), .dismiss), affirmative: (tr("Retry"), .retry, "suggested-action"), news: news)
        }
        gtk_spinner_set_spinning(OpaquePointer(spinner), processing ? 1 : 0)
        gtk_widget_set_visible(spinner, processing ? 1 : 0)
        gtk_widget_set_visible(progressBar, progress == nil ? 0 : 1)
        if let progress { gtk_progress_bar_set_fraction(OpaquePointer(progressBar), progress) }
        Accessibility.setBusy(window, processing)
        for (name, on) in [("processing", processing), ("completed", state.phase == .completed),
                           ("failed", { if case .failed = state.phase { return true } else { return false } }())] {
            if on { gtk_widget_add_css_class(window, name) } else { gtk_widget_remove_css_class(window, name) }
        }
    }

    /// Shows the step's responses; the one that takes the focus is described by `news`.
    private func setResponses(
        cancel: (String, AlertLoaderState.Event)?,
        affirmative: (String, AlertLoaderState.Event, String)?,
        defaultToCancel: Bool = false,
        news: String
    ) {
        cancelEvent = cancel?.1
        affirmativeEvent = affirmative?.1
        gtk_widget_set_visible(cancelButton, cancel == nil ? 0 : 1)
        gtk_widget_set_visible(affirmativeButton, affirmative == nil ? 0 : 1)
        if let cancel { Accessibility.setButtonLabel(cancelButton, cancel.0) }
        for style in ["suggested-action", "destructive-action"] { gtk_widget_remove_css_class(affirmativeButton, style) }
        if let affirmative {
            Accessibility.setButtonLabel(affirmativeButton, affirmative.0)
            gtk_widget_add_css_class(affirmativeButton, affirmative.2)
        }
        let preferred = (defaultToCancel || affirmative == nil) ? (cancel == nil ? nil : cancelButton) : affirmativeButton
        gtk_window_set_default_widget(cgtk_window(window), preferred)
        for button in [cancelButton, affirmativeButton] { Accessibility.setDescription(button, button == preferred ? news : "") }
        if let preferred { gtk_widget_grab_focus(preferred) }
    }

    /// Appends a new Cancel and a new affirmative button to `responses`.
    private static func newResponses(in responses: UnsafeMutablePointer<GtkWidget>)
        -> (cancel: UnsafeMutablePointer<GtkWidget>, affirmative: UnsafeMutablePointer<GtkWidget>) {
        let buttons = (cancel: gtk_button_new()!, affirmative: gtk_button_new()!)
        for button in [buttons.cancel, buttons.affirmative] { gtk_box_append(cgtk_box(responses), button) }
        return buttons
    }

    private func connectResponses() {
        Signal.connect(cancelButton, .clicked) { [weak self] in self?.respond(self?.cancelEvent) }
        Signal.connect(affirmativeButton, .clicked) { [weak self] in self?.respond(self?.affirmativeEvent) }
    }

    /// Puts new response buttons in place of the last step's. The response that takes the
    /// focus says the new step in its description, and Orca 48 keeps what it read of an
    /// object's description for up to 2 s: work that ended sooner after Orca read Confirm was
    /// said as "OK button" alone when OK was the Confirm button renamed. A new button has no
    /// past to remember.
    private func replaceResponses() {
        for button in [cancelButton, affirmativeButton] { gtk_box_remove(cgtk_box(responses), button) }
        (cancelButton, affirmativeButton) = Self.newResponses(in: responses)
        connectResponses()
    }

    private func respond(_ event: AlertLoaderState.Event?) {
        guard let event else { return }
        onResponse?(event)
    }
}
