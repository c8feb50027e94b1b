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
/// Lookups follow ``StateTable/resolved(for:)``. Pointer input goes through the pointer
/// tracker (drag off and release: `touchUpOutside`, no action); Space, Enter and the
/// accessible "click" action send `primaryActionTriggered`.
///
/// CSS node: `button.stateful-button`, with a vertical `box` whose first row is a `box`
/// holding an `image` and a `label`;
/// `:active` while highlighted, `:checked` while selected, plus the resolved classes.
///
/// Accessibility: role button; its name is the current title (or the state's entry in
/// ``accessibleLabels``), so a screen reader announces each change of state by name.
@MainActor
open class StatefulButton: Control {
    /// The title shown in each state.
    public var titles: StateTable<String> { didSet { render() } }
    /// The icon name shown in each state (none where the resolved value is nil or empty).
    public var iconNames = StateTable<String>() { didSet { render() } }
    /// The CSS classes added in each state.
    public var styleClasses = StateTable<[String]>() { didSet { render() } }
    /// What assistive technologies read in each state, where it should not be the title
    /// (a state whose title is empty, say).
    public var accessibleLabels = StateTable<String>() { didSet { render() } }

    /// The button's child: a column whose first row is ``content``; subclasses add rows.
    let body: UnsafeMutablePointer<GtkWidget>
    /// The row holding the icon and the title; subclasses add to it.
    let content: UnsafeMutablePointer<GtkWidget>
    private let label: OpaquePointer
    private let image: OpaquePointer
    private var appliedClasses: [String] = []

    /// A button titled `title` in every state that has no title of its own.
    public init(title: String) {
        titles = StateTable(normal: title)
        let button = gtk_button_new()!
        content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
        image = OpaquePointer(gtk_image_new())
        label = OpaquePointer(gtk_label_new(nil))
        gtk_box_append(cgtk_box(content), cgtk_widget(image.rawObject))
        gtk_box_append(cgtk_box(content), cgtk_widget(label.rawObject))
        body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_set_valign(body, GTK_ALIGN_CENTER)
        gtk_box_append(cgtk_box(body), content)
        gtk_button_set_child(cgtk_button(button), body)
        gtk_widget_add_css_class(button, "stateful-button")
        super.init(host: button)
        silenceBuiltInClickGesture(of: button)
        Signal.connect(button, "clicked") { [unowned self] _ in activate() }
        render()
    }

    /// The title shown now.
    public var currentTitle: String { titles.resolved(for: state) ?? "" }

    open override func stateDidChange() {
        render()
    }

    private func render() {
        guard isAlive else { return }
        let title = currentTitle
        gtk_label_set_text(label, title)
        gtk_widget_set_visible(cgtk_widget(label.rawObject), title.isEmpty ? 0 : 1)
        let icon = iconNames.resolved(for: state) ?? ""
        gtk_image_set_from_icon_name(image, icon.isEmpty ? nil : icon)
        gtk_widget_set_visible(cgtk_widget(image.rawObject), icon.isEmpty ? 0 : 1)
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
