// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A push button whose title, icon and CSS classes come from per-state tables, as a
/// UIButton's do: set every look once, then let ``Control/state`` pick it.
///
/// ```swift
/// let button = StatefulButton(title: "Follow")
/// button.titles[.selected] = "Followed"
/// button.styleClasses[.selected] = ["suggested-action"]
/// button.addAction(for: .primaryActionTriggered) { control, _ in control.isSelected.toggle() }
/// ```
///
/// Lookups follow ``/ControlCore/StateTable/resolved(for:)``. Pointer input goes through the pointer
/// tracker (drag off and release: `touchUpOutside`, no action); Space, Enter and the
/// accessible "click" action send `primaryActionTriggered`.
///
/// CSS node: `button.stateful-button` holding a `label`, or once it has shown an icon, a
/// `box` holding an `image` and the `label`;
/// `:active` while highlighted, `:checked` while selected, plus the resolved classes. The
/// node keeps GtkButton's name, as GtkToggleButton's and GtkLinkButton's do, so every
/// theme draws it as a button.
///
/// It is the GTK widget type `CtlStatefulButton`, a GtkButton subclass (so `action-name`
/// and the rest of GtkActionable work as on any button), with the properties `title` (the
/// normal state's) and `selected`, and the signals `primary-action-triggered` and
/// `state-changed`.
///
/// Accessibility: role button; its name is the current title (or the state's entry in
/// ``accessibleLabels``), so a screen reader announces each change of state by name.
@MainActor
open class StatefulButton: Control {
    /// `title`: the title in every state without one of its own.
    public static let titleProperty = PropertyKey<StatefulButton, String?>(
        "title", "The title in every state without one of its own", defaultValue: "",
        get: { button in button.titles[.normal] }, set: { $0.titles[.normal] = $1 ?? "" })

    /// The GTK widget type `CtlStatefulButton`.
    public static let type = WidgetType(
        name: "CtlStatefulButton",
        summary: "A #GtkButton whose title, icon and CSS classes follow its control state (highlighted, disabled, selected and the application's bits).",
        constructor: .arguments([WidgetConstructor.Argument(titleProperty, "the title in every state that has none of its own")]),
        parent: gtk_button_get_type(), derivable: true,
        properties: [titleProperty, selectedProperty],
        signals: [primaryActionTriggeredSignal, stateChangedSignal]
    ) { StatefulButton(title: "") }

    /// The widget type an instance of this class is made as; a subclass with properties of
    /// its own returns its own type.
    open class var widgetType: WidgetType { type }

    /// The title shown in each state.
    public var titles: StateTable<String> {
        didSet {
            guard titles != oldValue else { return }
            render()
            if titles[.normal] != oldValue[.normal] { Self.titleProperty.notify(self) }
        }
    }
    /// The icon name shown in each state (none where the resolved value is nil or empty).
    public var iconNames = StateTable<String>() { didSet { if iconNames != oldValue { render() } } }
    /// The CSS classes added in each state.
    public var styleClasses = StateTable<[String]>() { didSet { if styleClasses != oldValue { render() } } }
    /// What assistive technologies read in each state, where it should not be the title
    /// (a state whose title is empty, say).
    public var accessibleLabels = StateTable<String>() { didSet { if accessibleLabels != oldValue { render() } } }

    /// The spinner, icon and title inside the button.
    let face: ButtonFace
    private var appliedClasses: [String] = []

    /// A button titled `title` in every state that has no title of its own.
    public init(title: String) {
        titles = StateTable(normal: title)
        let button = Self.makeButton()
        face = ButtonFace(in: button)
        super.init(host: button)
        takeClicks()
    }

    /// A button run by `store`, for a kind of button with content of its own (loading),
    /// which attaches the store (``Control/attach(_:render:perform:)``).
    init<Content>(title: String, store: ControlStore<Controlled<Content>>) {
        titles = StateTable(normal: title)
        let button = Self.makeButton()
        face = ButtonFace(in: button)
        super.init(host: button, store: store)
        takeClicks()
    }

    private static func makeButton() -> UnsafeMutablePointer<GtkWidget> {
        let button = widgetType.instantiate()
        gtk_widget_add_css_class(button, "stateful-button")
        return button
    }

    /// A click, Space, Enter and an assistive technology's "click" activate the control.
    /// The face is rendered once, when the store is attached (by ``Control`` or the subclass).
    private func takeClicks() {
        silenceBuiltInClickGesture(of: host)
        _ = StatefulButton.activatesOnClicked
    }

    /// `clicked` activates the button, through a class handler of the type (and of every
    /// type derived from it): no closure for each button.
    private static let activatesOnClicked: Void = Signal.overrideClassHandler(type.gtype, .clicked) { button in
        ObjectBinding.bound(to: cgtk_widget(button), as: StatefulButton.self)?.activate()
    }

    /// The title shown now.
    public var currentTitle: String { titles.resolved(for: state) ?? "" }

    open override func stateDidChange() {
        render()
    }

    private func render() {
        guard isUsable() else { return }
        let title = currentTitle
        face.setTitle(title)
        face.setIcon(iconNames.resolved(for: state) ?? "")
        let classes = styleClasses.resolved(for: state) ?? []
        for name in appliedClasses where !classes.contains(name) { gtk_widget_remove_css_class(host, name) }
        for name in classes where !appliedClasses.contains(name) { gtk_widget_add_css_class(host, name) }
        appliedClasses = classes
        // The title carries the state; GTK 4.8 has no toggle-button role, and a "pressed"
        // change on a push button makes Orca cut off the announcement of the new name.
        let spoken = accessibleLabels.resolved(for: state) ?? ""
        Accessibility.setLabel(host, spoken.isEmpty ? title : spoken)
    }
}
