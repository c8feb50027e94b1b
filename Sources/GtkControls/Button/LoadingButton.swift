// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A ``StatefulButton`` that can be loading: disabled, with a spinner, and in state
/// ``/ControlCore/ControlState/loading`` (application bit 17 with disabled) so the state
/// tables can give it its own look.
///
/// ```swift
/// let button = LoadingButton(title: "Save")
/// button.titles[.loading] = "Saving…"
/// button.isLoading = true    // disabled, spinner turning
/// button.isEnabled = true    // remembered, but still disabled while loading
/// button.isLoading = false   // enabled again
/// ```
///
/// CSS node: as ``StatefulButton``, with a `spinner` before the label (both in a `box`
/// from the first loading on) and the `.loading` class while loading.
///
/// It is the GTK widget type `CtlLoadingButton`, a `CtlStatefulButton` with the property
/// `loading`.
///
/// Accessibility: as ``StatefulButton``, with the busy state while loading.
@MainActor
open class LoadingButton: StatefulButton {
    /// `loading`: whether the button is loading, and cannot be pressed meanwhile.
    public static let loadingProperty = PropertyKey<LoadingButton, Bool>(
        "loading", "Whether the button is loading, and cannot be pressed meanwhile", defaultValue: false,
        get: { button in button.isLoading }, set: { $0.isLoading = $1 })

    /// The GTK widget type `CtlLoadingButton`.
    public static let loadingType = WidgetType(
        name: "CtlLoadingButton",
        summary: "A #CtlStatefulButton that can be loading: disabled, with a spinner.",
        constructor: .arguments([WidgetConstructor.Argument(StatefulButton.titleProperty, "the title in every state that has none of its own")]),
        parent: StatefulButton.type.gtype, derivable: true,
        properties: [loadingProperty]
    ) { LoadingButton(title: "") }

    open override class var widgetType: WidgetType { loadingType }

    private let loading: any LoadingStore

    /// A button titled `title` in every state that has no title of its own, not loading.
    public override init(title: String) {
        let store = ControlStore(Controlled(LoadingState()))
        loading = store
        super.init(title: title, store: store)
        attach(store)
    }

    /// A loading button run by `store`, for a kind of loading button with content of its own
    /// (a follow button's), which attaches the store.
    init<Content: LoadingContent>(title: String, store: ControlStore<Controlled<Content>>) {
        loading = store
        super.init(title: title, store: store)
    }

    /// Whether the button is loading; it is disabled meanwhile, and an ``Control/isEnabled``
    /// set while it loads holds when loading ends.
    public var isLoading: Bool {
        get { loading.isLoading }
        set {
            guard newValue != isLoading else { return }
            loading.setLoading(newValue, caller: #function)
            Self.loadingProperty.notify(self)
        }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        let spinning = isLoading
        face.setSpinning(spinning)
        if spinning {
            gtk_widget_add_css_class(host, "loading")
        } else {
            gtk_widget_remove_css_class(host, "loading")
        }
        Accessibility.setBusy(host, spinning)
    }
}

/// A loading button's store, whatever the rest of its content: the button reaches its
/// loading through this, one reference, with no closures of its own.
@MainActor
private protocol LoadingStore: AnyObject {
    var isLoading: Bool { get }
    func setLoading(_ loading: Bool, caller: String)
}

/// A machine whose content can be loading (``/ControlCore/LoadingContent``).
private protocol LoadingMachine: StateMachine {
    var isLoading: Bool { get }
    static func setLoading(_ loading: Bool) -> Event
}

extension Controlled: LoadingMachine where Content: LoadingContent {
    fileprivate var isLoading: Bool { content.isLoading }
    fileprivate static func setLoading(_ loading: Bool) -> Event { .content(Content.setLoading(loading)) }
}

extension ControlStore: LoadingStore where Machine: LoadingMachine {
    fileprivate var isLoading: Bool { state.isLoading }
    fileprivate func setLoading(_ loading: Bool, caller: String) { send(Machine.setLoading(loading), caller: caller) }
}
