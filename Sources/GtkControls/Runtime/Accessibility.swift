// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Sets what assistive technologies read from a widget, with GTK's non-variadic calls.
///
/// GTK 4.8 exposes every stack page and unrevealed revealer child, no value of a custom
/// control, and has no way to announce: callers mark what is off screen
/// ``setHidden(_:_:)``, put a custom control's value into its label or description, and
/// say news away from the focus with ``announce(_:in:)``.
@MainActor
public enum Accessibility {
    /// The accessible name. It replaces what the widget was labelled by: a screen reader
    /// reads both, and GtkButton labels itself by its child, which for an icon (a GtkImage
    /// with no name) Orca reads as "GtkImage Bookmarks push button". Set it again after
    /// changing a button's child.
    public static func setLabel(_ widget: some ObjectPointer, _ label: String) {
        gtk_accessible_reset_relation(cgtk_accessible(widget.rawObject), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        setProperty(widget, GTK_ACCESSIBLE_PROPERTY_LABEL) { g_value_set_string($0, label) }
    }

    /// Sets a button's label and names the button with it, not by its label child, so that a
    /// screen reader says the new name while the button has the focus (Stop for Start). Use
    /// it for the button's first label too: GTK 4.10 and later report a change of the label
    /// child on the child alone, which Orca does not say, and Orca keeps a labelled-by
    /// relation that it has read for up to a minute.
    public static func setButtonLabel(_ button: some ObjectPointer, _ label: String) {
        gtk_button_set_label(cgtk_button(button.rawObject), label)
        setLabel(button, label)
    }

    /// The accessible description (read after the name). Orca speaks every change of the
    /// focused widget's description, so setting the one it already has does nothing. Set
    /// `withNewName` when the widget's name has just changed too (Followed, then Press to
    /// unfollow): Orca 48 says a focused widget's new name without its description and then
    /// takes the description as said, so from GTK 4.14 a focused widget's new description is
    /// also announced. Orca 43, on GTK 4.8, says both.
    public static func setDescription(_ widget: some ObjectPointer, _ description: String, withNewName: Bool = false) {
        guard ownDescription(of: widget) != description else { return }
        g_object_set_data_full(cgtk_object(widget.rawObject), descriptionKey, g_strdup(description), g_free)
        setProperty(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) { g_value_set_string($0, description) }
        if withNewName, cgtk_has_accessible_announce() != 0, gtk_widget_has_focus(cgtk_widget(widget.rawObject)) != 0 {
            announce(description, in: widget)
        }
    }

    /// Has a screen reader say `text` now, for news away from the keyboard focus (a toast, a
    /// result) in `widget`'s window. From GTK 4.14 it is an announcement
    /// (`gtk_accessible_announce`) from the window's focused widget, or from the window:
    /// GTK drops one from a widget that no assistive technology has read yet. GTK 4.8 has no
    /// announcement API, but Orca speaks a change of the focused widget's description: `text`
    /// becomes the description of the widget that has the focus in the window, until the
    /// focus leaves it and its own description (from
    /// ``setDescription(_:_:withNewName:)``) comes back; it says nothing while no widget has
    /// the focus.
    public static func announce(_ text: String, in widget: some ObjectPointer) {
        guard !text.isEmpty, let root = gtk_widget_get_root(cgtk_widget(widget.rawObject)) else { return }
        let focus = gtk_root_get_focus(root)
        if cgtk_has_accessible_announce() != 0 {
            return cgtk_accessible_announce(focus.map { UnsafeMutableRawPointer($0) } ?? root.rawObject, text)
        }
        guard let focus else { return }
        setProperty(focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) { g_value_set_string($0, text) }
        // The widget keeps the id of its handler that brings its own description back.
        let object = cgtk_object(focus.rawObject)
        guard g_object_get_data(object, announcingKey) == nil else { return }
        let handler = Signal.connect(focus, .notify(.hasFocus)) {
            guard gtk_widget_has_focus(focus) == 0 else { return }
            Signal.disconnect(focus, UInt(bitPattern: g_object_get_data(object, announcingKey)))
            g_object_set_data(object, announcingKey, nil)
            // GTK describes a widget by its tooltip when nothing else describes it.
            if let own = ownDescription(of: focus) ?? gtk_widget_get_tooltip_text(focus).map({ String(cString: $0) }) {
                setProperty(focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) { g_value_set_string($0, own) }
            } else {
                gtk_accessible_reset_property(cgtk_accessible(focus.rawObject), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
            }
        }
        g_object_set_data(object, announcingKey, UnsafeMutableRawPointer(bitPattern: handler))
    }

    /// Names the GtkListView row that shows `item` (a GtkListItem) with `child`, the content
    /// set with `gtk_list_item_set_child`. The row, not its content, takes keyboard focus.
    /// GTK 4.12 and later name the row after the list item's accessible label on every
    /// bind; GTK 4.8 has none, so the row widget is named. Call it on every bind.
    public static func setRowLabel(of item: OpaquePointer, containing child: some ObjectPointer, _ label: String) {
        cgtk_list_item_set_accessible_label(item, label)
        guard let row = gtk_widget_get_parent(cgtk_widget(child.rawObject)) else { return }
        setLabel(row, label)
    }

    /// A GtkScrolledWindow that may take the focus and carry a name a screen reader says
    /// (``setLabel(_:_:)``). GTK 4.12 and later name no widget of GtkScrolledWindow's own
    /// role (generic, as ARIA says), so this one is a group.
    public static func makeNamedScroller() -> UnsafeMutablePointer<GtkWidget> {
        cgtk_widget_new_with_role(gtk_scrolled_window_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
    }

    /// Hides the widget and its whole subtree from assistive technologies, or shows it again.
    public static func setHidden(_ widget: some ObjectPointer, _ hidden: Bool) {
        setState(widget, GTK_ACCESSIBLE_STATE_HIDDEN) { g_value_set_boolean($0, hidden ? 1 : 0) }
        // GTK 4.12 and later list a widget that was hidden before it was in a window all the
        // same, until the state changes while it is on screen: it changes, on the first frame
        // after the widget is first mapped. GTK 4.8 needs none of it, and a handler and a tick
        // per hidden part would cost an indicator a tenth of its time to the first frame.
        guard cgtk_lists_widgets_hidden_before_root() != 0 else { return }
        let object = cgtk_object(widget.rawObject)
        g_object_set_data(object, hiddenKey, hidden ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        let target = cgtk_widget(widget.rawObject)!
        if !hidden, let pending = g_object_get_data(object, rehidePendingKey) {
            // Shown again before it was on screen: there is nothing left to hide again.
            Signal.disconnect(target, UInt(bitPattern: pending))
            g_object_set_data(object, rehidePendingKey, nil)
            return
        }
        guard hidden, gtk_widget_get_root(target) == nil, g_object_get_data(object, rehidePendingKey) == nil else { return }
        // Once is enough: a handler left connected would cost every such widget a closure for
        // its lifetime, and the next hide before a window connects its own. The widget keeps
        // the handler's id while it waits.
        let handler = Signal.connect(target, .map) {
            guard let pending = g_object_get_data(object, rehidePendingKey) else { return }
            Signal.disconnect(target, UInt(bitPattern: pending))
            g_object_set_data(object, rehidePendingKey, nil)
            _ = FrameTicks.add(to: target) { _ in
                if g_object_get_data(object, hiddenKey) != nil {
                    setState(target, GTK_ACCESSIBLE_STATE_HIDDEN) { g_value_set_boolean($0, 0) }
                    setState(target, GTK_ACCESSIBLE_STATE_HIDDEN) { g_value_set_boolean($0, 1) }
                }
                return false
            }
        }
        g_object_set_data(object, rehidePendingKey, UnsafeMutableRawPointer(bitPattern: handler))
    }

    /// Announces that the widget is working (a spinner, a loading button).
    public static func setBusy(_ widget: some ObjectPointer, _ busy: Bool) {
        setState(widget, GTK_ACCESSIBLE_STATE_BUSY) { g_value_set_boolean($0, busy ? 1 : 0) }
    }

    /// Says that activating the widget opens a popup (a menu, a popover), as a menu button's
    /// does. GTK 4.18 tells assistive technologies; GTK 4.8 keeps it to itself.
    public static func setOpensPopup(_ widget: some ObjectPointer, _ opensPopup: Bool) {
        setProperty(widget, GTK_ACCESSIBLE_PROPERTY_HAS_POPUP) { g_value_set_boolean($0, opensPopup ? 1 : 0) }
    }

    /// Gives the widget actions that assistive technologies list as "`prefix`.NAME" and
    /// can perform. GTK 4.8 offers AT-SPI actions for its buttons, switches and entries
    /// only: without these, a drawn control or a check button can be worked only from a
    /// keyboard or pointer, which a Wayland session without a seat (a headless compositor)
    /// does not have.
    public static func addActions(
        _ widget: some ObjectPointer, prefix: String, _ actions: KeyValuePairs<String, @MainActor () -> Void>
    ) {
        let group = g_simple_action_group_new()!
        for (name, perform) in actions {
            let action = g_simple_action_new(name, nil)!
            Signal.connect(action, .activate) { perform() }
            g_action_map_add_action(OpaquePointer(group), action)
            g_object_unref(action.rawObject)
        }
        gtk_widget_insert_action_group(cgtk_widget(widget.rawObject), prefix, OpaquePointer(group))
        g_object_unref(group.rawObject)
    }

    /// Gives a custom control its value (a knob, a stepper, a progress view). From GTK 4.10
    /// the value is the control's AT-SPI value, with its minimum, maximum and text, and
    /// `name`, when given, is its name; its ``WidgetType`` is made with `isRange`. GTK 4.8
    /// exposes no value of a custom widget: `nameWithValue` is then its name ("Volume 35
    /// percent"), or, when there is none, the value's text is its description. Call it when
    /// the value or the name changes: every call is news to a screen reader.
    public static func setValue(_ widget: some ObjectPointer, _ value: AccessibleValue, name: String?, nameWithValue: String?) {
        setProperty(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN) { g_value_set_double($0, value.minimum) }
        setProperty(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX) { g_value_set_double($0, value.maximum) }
        setProperty(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT) { g_value_set_string($0, value.text) }
        setProperty(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW) { g_value_set_double($0, value.current) }
        if cgtk_has_accessible_range() != 0 {
            if let name { setLabel(widget, name) }
        } else if let nameWithValue {
            setLabel(widget, nameWithValue)
        } else {
            setDescription(widget, value.text)
        }
    }

    /// A control's name with its value, for a control whose value GTK 4.8 cannot expose:
    /// "Volume 35 percent", in the user's language.
    static func name(_ label: String, value: String) -> String {
        // TRANSLATORS: a control's accessible name: its label (%1$s), then its value (%2$s),
        // as in “Volume 35 percent” or “Quantity 3”.
        tr("%1$s %2$s", label, value)
    }

    /// A fraction (0…1) as a screen reader says it: "35 percent".
    static func percent(_ fraction: Double) -> String {
        let percent = Int((fraction * 100).rounded())
        return tr.plural("%d percent", "%d percent", count: percent, percent)
    }

    private static let descriptionKey = "gtkcontrols-description"
    private static let announcingKey = "gtkcontrols-announcing"
    private static let hiddenKey = "gtkcontrols-hidden"
    private static let rehidePendingKey = "gtkcontrols-rehide-pending"

    /// The description last given with ``setDescription(_:_:withNewName:)``.
    private static func ownDescription(of widget: some ObjectPointer) -> String? {
        g_object_get_data(cgtk_object(widget.rawObject), descriptionKey).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    private static func setProperty(
        _ widget: some ObjectPointer, _ property: GtkAccessibleProperty, _ set: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        update(widget, property, initialize: gtk_accessible_property_init_value, apply: gtk_accessible_update_property_value, set)
    }

    private static func setState(
        _ widget: some ObjectPointer, _ state: GtkAccessibleState, _ set: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        update(widget, state, initialize: gtk_accessible_state_init_value, apply: gtk_accessible_update_state_value, set)
    }

    /// Sets one accessible property or state: GTK types the GValue, `set` fills it in.
    private static func update<Attribute>(
        _ widget: some ObjectPointer, _ attribute: Attribute,
        initialize: (Attribute, UnsafeMutablePointer<GValue>?) -> Void,
        apply: (OpaquePointer?, Int32, UnsafeMutablePointer<Attribute>?, UnsafePointer<GValue>?) -> Void,
        _ set: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        var value = GValue()
        initialize(attribute, &value)
        set(&value)
        var attributes = [attribute]
        apply(cgtk_accessible(widget.rawObject), 1, &attributes, &value)
        g_value_unset(&value)
    }
}

/// A custom control's value as assistive technologies read it: "35 percent" of 0…1.
public struct AccessibleValue: Equatable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    /// The value as a screen reader says it.
    public var text: String

    public init(_ current: Double, in range: ClosedRange<Double>, text: String) {
        self.current = current
        minimum = range.lowerBound
        maximum = range.upperBound
        self.text = text
    }
}
