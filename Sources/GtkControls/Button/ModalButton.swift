// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A button that walks a sequence of modes — Download → Downloading… → Install →
/// Installing… → Complete! — as one expression of intent. Its behaviour is
/// ``/ControlCore/ModalButtonState``; this widget runs each mode's work and shows it.
///
/// ```swift
/// let button = try ModalButton(modes: [
///     ModalButtonMode(title: "Download", busyTitle: "Downloading…"),
///     ModalButtonMode(title: "Done", isActionable: false),
/// ])
/// button.work = { _ in .operation { progress in try await download(reporting: progress) } }
/// ModalButton.errorSignal.connect(button) { message in show(message ?? "") }
/// ```
///
/// While busy the button is disabled and shows a spinner, the busy title and, when the
/// work reports it, a progress bar; a Stop button beside it cancels the work and returns
/// to the mode it left. Work that throws returns there too and its message goes out with
/// the `error` signal. `valueChanged` is sent on every mode change.
///
/// CSS node: `modalbutton` holding `button.stateful-button.modal-button-main` (with
/// `.busy` while working) and `button.modal-button-stop`.
///
/// It is the GTK widget type `CtlModalButton`, with the property `modes` (the titles; a
/// `.ui` file gives them as `<property name="modes">Download\nInstall\nComplete!</property>`,
/// one per line, the last of two or more final), the read-only properties `mode-index`,
/// `current-title` and `busy`, and the signals `mode-changed`, `error`,
/// `primary-action-triggered` and `state-changed`. Busy titles, icons and work are set from Swift.
///
/// Accessibility: the main button is named after the current title, busy while working
/// and insensitive when disabled; the progress bar inside it carries the progress value;
/// the Stop button is named "Stop" (in the user's language).
@MainActor
public final class ModalButton: Control {
    /// `mode-index`: the index of the current mode.
    public static let modeIndexProperty = PropertyKey<ModalButton, Int32>(
        "mode-index", "The index of the current mode", range: 0...Int32.max, defaultValue: 0,
        get: { button in Int32(button.modeIndex) })

    /// `current-title`: the title shown now.
    public static let currentTitleProperty = PropertyKey<ModalButton, String?>(
        "current-title", "The title shown now",
        get: { button in button.currentTitle })

    /// `busy`: whether the current mode's work is running.
    public static let busyProperty = PropertyKey<ModalButton, Bool>(
        "busy", "Whether the current mode's work is running", defaultValue: false,
        get: { button in button.isBusy })

    /// `modes`: each mode's title, in order; the last of two or more is final, as Complete! is.
    public static let modesProperty = PropertyKey<ModalButton, [String]>(
        "modes", "Each mode's title, in order; the last of two or more is final, as Complete! is",
        get: { button in button.modes.map(\.title) }, set: { $0.modes = modes(titled: $1) })

    /// `mode-changed`: the button moved to another mode.
    public static let modeChangedSignal = SignalKey<ModalButton>("mode-changed", "The button moved to another mode")
    /// `error`: the current mode's work failed; its argument is the message for the user.
    public static let errorSignal = SignalKey<ModalButton, String?>("error", "The current mode's work failed, with a message for the user",
                                                                     arguments: "message")

    /// The GTK widget type `CtlModalButton`.
    public static let type = WidgetType(
        name: "CtlModalButton",
        summary: "A button that walks a sequence of modes (Download, Install, Complete!).",
        constructor: .arguments([WidgetConstructor.Argument(modesProperty, name: "titles", "one title per mode; the last of two or more is final")],
                                check: { if $0[modesProperty].isEmpty { throw ModalButtonError.noModes } }),
        cssName: "modalbutton", role: GTK_ACCESSIBLE_ROLE_GROUP, layout: gtk_box_layout_get_type(),
        properties: [modeIndexProperty, currentTitleProperty, busyProperty, modesProperty],
        signals: [modeChangedSignal, errorSignal, primaryActionTriggeredSignal, stateChangedSignal]
    ) { try! ModalButton(modes: [ModalButtonMode(title: "")]) }

    /// What a mode's work is: a plain delay, or real async work that may report progress
    /// (0…1) and is cancelled cooperatively.
    public enum Work {
        case delay(Duration)
        case operation(ProgressWork)
    }

    /// The work for the mode with this index; by default a one-second delay.
    public var work: (Int) -> Work = { _ in .delay(.seconds(1)) }

    private let store: ControlStore<Controlled<ModalButtonState>>
    private let face: ButtonFace
    private let progressBar = gtk_progress_bar_new()!
    /// The face, beside a still copy of each mode's faces: as a homogeneous stack, it keeps
    /// the button as wide as its widest mode, so the button does not change width as it
    /// walks them.
    private let faces = gtk_stack_new()!
    private let stopButton = gtk_button_new_from_icon_name("process-stop-symbolic")!

    /// A button over `modes`; throws ``/ControlCore/ModalButtonError`` for an empty sequence or a final
    /// mode that is not last. Delays run on `scheduler` (GLib's main loop by default).
    public init(modes: [ModalButtonMode], scheduler: Scheduler = GLibScheduler()) throws(ModalButtonError) {
        store = ControlStore(Controlled(try ModalButtonState(modes: modes)), scheduler: scheduler)
        let instance = Self.type.instantiate()
        let button = gtk_button_new()!
        face = ButtonFace(inRow: true) { [faces] in gtk_stack_add_child(OpaquePointer(faces), $0) }
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_set_valign(column, GTK_ALIGN_CENTER)
        gtk_box_append(cgtk_box(column), faces)
        gtk_box_append(cgtk_box(column), progressBar)
        gtk_button_set_child(cgtk_button(button), column)
        for name in ["stateful-button", "modal-button-main"] { gtk_widget_add_css_class(button, name) }
        gtk_widget_set_parent(button, instance)
        gtk_widget_add_css_class(stopButton, "modal-button-stop")
        gtk_widget_add_css_class(stopButton, "circular")
        gtk_widget_set_valign(stopButton, GTK_ALIGN_CENTER)
        // TRANSLATORS: the button that stops a modal button's work (Downloading…).
        let stop = tr("Stop")
        gtk_widget_set_tooltip_text(stopButton, stop)
        Accessibility.setLabel(stopButton, stop)
        gtk_widget_set_visible(stopButton, 0)
        gtk_widget_set_parent(stopButton, instance)
        if let layout = gtk_widget_get_layout_manager(instance) { gtk_box_layout_set_spacing(OpaquePointer(layout), 6) }
        super.init(host: instance, input: button, store: store)
        silenceBuiltInClickGesture(of: button)
        Signal.connect(button, .clicked) { [unowned self] in activate() }

        gtk_widget_add_css_class(progressBar, "modal-button-progress")
        gtk_widget_set_visible(progressBar, 0)

        Signal.connect(stopButton, .clicked) { [unowned self] in cancel() }
        addAction(for: .primaryActionTriggered) { [unowned self] _, _ in store.send(content: .press) }
        attach(store) { [unowned self] old, new in render(old, new) } perform: { [unowned self] effect in perform(effect) }
    }

    /// The modes, in order. Setting them stops any work and starts again at the first; an
    /// empty list, or a final mode before the last, is reported and changes nothing.
    public var modes: [ModalButtonMode] {
        get { store.state.content.modes }
        set {
            do throws(ModalButtonError) {
                try ModalButtonState.check(newValue)
                store.send(content: .replaceModes(newValue))
            } catch {
                Diagnostics.report("gtkcontrols: ModalButton.modes: \(error); the modes are unchanged")
            }
        }
    }

    /// Modes with these titles, the last of two or more final (what a `.ui` file or C gives).
    static func modes(titled titles: [String]) -> [ModalButtonMode] {
        titles.enumerated().map { ModalButtonMode(title: $1, isActionable: titles.count == 1 || $0 < titles.count - 1) }
    }

    /// The index of the current mode.
    public var modeIndex: Int { store.state.content.index }
    /// The current mode.
    public var mode: ModalButtonMode { store.state.content.mode }
    /// Whether the current mode's work is running.
    public var isBusy: Bool { store.state.content.isBusy }
    /// The title shown now: the mode's, or its busy title while working.
    public var currentTitle: String { store.state.content.title }

    /// Stops any work and returns to the first mode.
    public func reset() {
        store.send(content: .reset)
    }

    /// Stops the running work, returning to the mode it left.
    public func cancel() {
        store.send(content: .cancel)
    }

    private func perform(_ effect: ModalButtonState.Effect) {
        switch effect {
        case .startWork(let run, let mode):
            switch work(mode) {
            case .delay(let delay):
                store.schedule(.content(.workFinished(run: run)), after: delay, key: Self.workKey)
            case .operation(let operation):
                store.run(operation, key: Self.workKey) { .content(.progress(run: run, $0)) } finished: { error in
                    .content(error.map { .workFailed(run: run, message: String(describing: $0)) } ?? .workFinished(run: run))
                }
            }
        case .cancelWork:
            store.cancel(Self.workKey)
        case .modeChanged:
            sendActions(for: .valueChanged)
            Self.modeChangedSignal.emit(self)
        case .reportError(let message):
            Self.errorSignal.emit(self, message)
        }
    }

    private static let workKey = "work"

    /// Replaces the still copies of the faces with those of `modes`, each idle and busy.
    private func keepRoom(for modes: [ModalButtonMode]) {
        while let sizer = gtk_widget_get_last_child(faces), sizer != face.widget {
            gtk_stack_remove(OpaquePointer(faces), sizer)
        }
        for mode in modes {
            gtk_stack_add_child(OpaquePointer(faces), ButtonFace.sizer(title: mode.title, iconName: mode.iconName, spinning: false))
            if let busyTitle = mode.busyTitle {
                gtk_stack_add_child(OpaquePointer(faces), ButtonFace.sizer(title: busyTitle, iconName: mode.iconName, spinning: true))
            }
        }
        gtk_stack_set_visible_child(OpaquePointer(faces), face.widget)
    }

    private func render(_ old: ModalButtonState?, _ new: ModalButtonState) {
        if old?.title != new.title {
            face.setTitle(new.title)
            Accessibility.setLabel(input, new.title)
        }
        if old?.mode.iconName != new.mode.iconName { face.setIcon(new.mode.iconName ?? "") }
        if old?.isBusy != new.isBusy {
            face.setSpinning(new.isBusy)
            gtk_widget_set_visible(stopButton, new.isBusy ? 1 : 0)
            Accessibility.setBusy(input, new.isBusy)
            if new.isBusy { gtk_widget_add_css_class(input, "busy") } else { gtk_widget_remove_css_class(input, "busy") }
        }
        if old?.progress != new.progress {
            gtk_widget_set_visible(progressBar, new.progress == nil ? 0 : 1)
            if let progress = new.progress {
                gtk_progress_bar_set_fraction(OpaquePointer(progressBar), progress)
                Accessibility.setLabel(progressBar, new.title)
            }
        }
        if old?.modes != new.modes { keepRoom(for: new.modes) }
        guard let old else { return }
        if old.modes != new.modes { Self.modesProperty.notify(self) }
        if old.index != new.index { Self.modeIndexProperty.notify(self) }
        if old.title != new.title { Self.currentTitleProperty.notify(self) }
        if old.isBusy != new.isBusy { Self.busyProperty.notify(self) }
    }
}
