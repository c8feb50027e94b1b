// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// One component of a ``PickerView``: the GTK widget type `CtlPickerDrum` (CSS node `drum`),
/// which the picker draws in `snapshot` and feeds with input. It keeps the text layouts of
/// the rows it shows, so a frame lays out only rows that came into view.
@MainActor
final class PickerDrum: ObjectBinding, DrawnWidget, AccessibleRange {
    /// The GTK widget type `CtlPickerDrum`. A drum made on its own, outside a picker, draws
    /// nothing.
    static let type = WidgetType(
        name: "CtlPickerDrum", title: tr("Picker"), cssName: "drum", role: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, isRange: true,
        actions: [previousRowAction, nextRowAction], keyBindings: keyBindings
    ) { PickerDrum() }

    /// `picker.previous-row`: turns the drum one row back.
    // TRANSLATORS: what a control's keys and actions do, as the keyboard shortcuts window lists them.
    static let previousRowAction = ActionKey<PickerDrum>("picker.previous-row", tr("Previous row")) { _ = $0.press(.up) }
    /// `picker.next-row`: turns the drum one row on.
    static let nextRowAction = ActionKey<PickerDrum>("picker.next-row", tr("Next row")) { _ = $0.press(.down) }

    /// A drum's keys; right to left, Left moves to the next drum. Letters typed jump to a row
    /// (the picker's type-ahead), which is no fixed key and stays the picker's own.
    static let keyBindings: [KeyBinding<PickerDrum>] = [
        KeyBinding(tr("Previous or next row"), ["Up": { $0.press(.up) }, "KP_Up": { $0.press(.up) },
                                               "Down": { $0.press(.down) }, "KP_Down": { $0.press(.down) }]),
        KeyBinding(tr("Five rows up or down"), ["Page_Up": { $0.press(.pageUp) }, "Page_Down": { $0.press(.pageDown) }]),
        KeyBinding(tr("First or last row"), ["Home": { $0.press(.home) }, "End": { $0.press(.end) }]),
        KeyBinding(tr("Previous or next drum"), mirrors: true, ["Left": { $0.moveFocus(by: -1) }, "Right": { $0.moveFocus(by: 1) }]),
    ]

    /// The picker that draws this drum, and which component it is.
    weak var picker: PickerView?
    var component = 0
    /// The size the drum asks for.
    var contentSize: (width: Int, height: Int) = (80, 160)
    /// What assistive technologies read: what the drum picks ("State") and the selected
    /// row, by its title. Set only when it changes (a fling redraws every frame).
    var reading: Reading? {
        didSet {
            guard let reading, reading != oldValue else { return }
            // TRANSLATORS: a picker drum's accessible name where GTK cannot give its value
            // apart: what it picks (%1$s), then the selected row's title (%2$s), as in
            // “State, Alaska”.
            let nameWithValue = tr("%1$s, %2$s", reading.label, reading.value.text)
            Accessibility.setValue(widget, reading.value, name: reading.label, nameWithValue: nameWithValue)
        }
    }

    struct Reading: Equatable {
        var label: String
        var value: AccessibleValue
    }
    /// Layouts of the rows drawn last, by row, for the width they were made for.
    private var layouts: [Int: OpaquePointer] = [:]
    private var layoutWidth = 0.0

    var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    convenience init(picker: PickerView, component: Int) {
        self.init()
        self.picker = picker
        self.component = component
    }

    private init() {
        super.init(binding: Self.type.instantiate())
        Drawing.addAccentNode(to: widget)
    }

    func snapshot(_ snapshot: OpaquePointer) {
        picker?.snapshot(self, snapshot)
    }

    /// A key or action on the drum, which its picker turns it by.
    private func press(_ key: PickerState.Key) -> Bool {
        picker?.press(key, inComponent: component) ?? false
    }

    /// Gives the focus to the drum `step` components away, if there is one there.
    private func moveFocus(by step: Int) -> Bool {
        picker?.moveFocus(from: component, by: step) ?? false
    }

    func setValueFromAssistiveTechnology(_ value: Double) -> Bool {
        picker?.selectRowFromAssistiveTechnology(Int(value.rounded()), inComponent: component) ?? false
    }

    /// The layout of `row` showing `title`, ellipsized to `width`, shaped; made once while
    /// the row stays in view.
    func layout(row: Int, width: Double, title: () -> String) -> OpaquePointer {
        if width != layoutWidth { forgetLayouts() }
        layoutWidth = width
        if let layout = layouts[row] { return layout }
        let layout = gtk_widget_create_pango_layout(widget, title())!
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        // Pango shapes the text when first asked about it: do it now, so that rows made
        // ahead of a frame are ready for it.
        pango_layout_get_pixel_size(layout, nil, nil)
        layouts[row] = layout
        return layout
    }

    /// Lets go of the layouts of rows that `keep` does not keep.
    func keepLayouts(where keep: (Int) -> Bool) {
        for (row, layout) in layouts where !keep(row) {
            g_object_unref(layout.rawObject)
            layouts[row] = nil
        }
    }

    /// Lets go of every layout (the titles or the font changed).
    func forgetLayouts() {
        for layout in layouts.values { g_object_unref(layout.rawObject) }
        layouts = [:]
    }

    override func objectDidFinalize() {
        forgetLayouts()
    }
}
