import CGtk
import ControlCore

/// A multi-component drum picker like UIPickerView, with a data source and a delegate.
/// Its behaviour is ``ControlCore/PickerState``; this widget draws the drums and feeds them
/// real input.
///
/// ```swift
/// let picker = PickerView()
/// picker.dataSource = self      // components, rows, titles
/// picker.delegate = self        // row heights, labels, didSelectRow
/// picker.reloadAllComponents()
/// picker.selectRow(4, inComponent: 0, animated: false)
/// ```
///
/// Each component is a drum: the selected row sits in a band in the middle, rows fade and
/// foreshorten away from it, and only the rows in view are drawn, so a component of a
/// million rows costs what one of fifty does. Drag (mouse or touch) and fling, the scroll
/// wheel, and the keyboard — Up/Down, Page Up/Down, Home/End, typing letters to jump to the
/// next row that starts with them, Left/Right or Tab to move between components — all turn
/// it. Animations run on the frame clock and stop at rest.
///
/// The data source and delegate are held weakly, as in UIKit.
///
/// CSS node: `box.picker-view` with one `drum.picker-drum` per component.
///
/// Accessibility: each drum is a spin button named "<component label>, <selected title>"
/// (GTK 4.8 exposes no value for custom widgets).
@MainActor
public final class PickerView: ObjectBinding {
    public weak var dataSource: PickerDataSource?
    public weak var delegate: PickerDelegate?

    private let store = ControlStore(PickerState(componentCount: 0))
    private var state: PickerState { store.state }
    private var drums: [UnsafeMutablePointer<GtkWidget>] = []
    private var typeAhead: (prefix: String, time: UInt32) = ("", 0)
    private var velocity = VelocityTracker()
    /// Rows visible in a drum's height.
    public var visibleRows = 5

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    public init() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        super.init(binding: box)
        gtk_widget_add_css_class(box, "picker-view")
        gtk_box_set_homogeneous(cgtk_box(box), 1)
        store.attach(to: self) { _, _ in } perform: { [unowned self] effect in perform(effect) }
    }

    public var numberOfComponents: Int { state.components.count }

    /// The selected row of `component`, or nil when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int? {
        state.selectedRow(inComponent: component)
    }

    /// Asks the data source for everything again. Selections stay inside the new counts.
    public func reloadAllComponents() {
        guard isUsable() else { return }
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        store.update { $0.setComponentCount(count) }
        rebuildDrums(count)
        for component in 0..<count { reloadComponent(component) }
    }

    /// Asks the data source for `component`'s rows again; its selection stays inside them.
    public func reloadComponent(_ component: Int) {
        guard isUsable() else { return }
        let rows = dataSource?.picker(self, numberOfRowsInComponent: component) ?? 0
        store.send(.reload(component: component, rowCount: rows))
    }

    /// Selects `row` of `component` (clamped into range); does not call the delegate.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard isUsable() else { return }
        store.send(.select(row: row, component: component, animated: animated, time: now))
    }

    // MARK: State

    private var now: Duration { FrameTicks.now(for: widget) }

    private func perform(_ effect: PickerState.Effect) {
        switch effect {
        case .redraw(let component):
            guard drums.indices.contains(component) else { return }
            gtk_widget_queue_draw(drums[component])
            describe(component)
        case .startTicking:
            store.animate(widget) { .tick(time: $0) } while: { $0.isAnimating }
        case .didSelect(let row, let component):
            delegate?.picker(self, didSelectRow: row, inComponent: component)
        case .reportNegativeCount(let component, let count):
            Diagnostics.report("gtkcontrols: picker data source returned \(count) rows for component \(component); treating it as empty")
        }
    }

    private func title(_ row: Int, _ component: Int) -> String {
        dataSource?.picker(self, titleForRow: row, forComponent: component) ?? ""
    }

    private func rowHeight(_ component: Int) -> Double {
        max(8, delegate?.picker(self, rowHeightForComponent: component) ?? 32)
    }

    private func describe(_ component: Int) {
        let label = delegate?.picker(self, accessibleLabelForComponent: component) ?? "Column \(component + 1)"
        let selected = state.selectedRow(inComponent: component).map { title($0, component) } ?? "empty"
        Accessibility.setLabel(drums[component], "\(label), \(selected)")
    }

    // MARK: Drums

    private func rebuildDrums(_ count: Int) {
        while drums.count > count { gtk_box_remove(cgtk_box(widget), drums.removeLast()) }
        while drums.count < count {
            let component = drums.count
            let drum = Drawing.makeArea(role: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
            gtk_widget_add_css_class(drum, "picker-drum")
            gtk_widget_set_focusable(drum, 1)
            gtk_widget_set_focus_on_click(drum, 1)
            gtk_widget_set_hexpand(drum, 1)
            Drawing.setDrawFunction(drum) { [unowned self] cairo, width, height in draw(component, cairo, width, height) }
            trackDrag(drum, component)
            handleKeys(drum, component)
            handleScroll(drum, component)
            let focus = gtk_event_controller_focus_new()!
            for signal in ["enter", "leave"] { Signal.connect(focus, signal) { _ in gtk_widget_queue_draw(drum) } }
            gtk_widget_add_controller(drum, focus)
            gtk_box_append(cgtk_box(widget), drum)
            drums.append(drum)
        }
        for (component, drum) in drums.enumerated() {
            let height = Int32(rowHeight(component) * Double(visibleRows))
            gtk_drawing_area_set_content_height(cgtk_drawing_area(drum), height)
            let width = delegate?.picker(self, widthForComponent: component)
            gtk_drawing_area_set_content_width(cgtk_drawing_area(drum), Int32(width ?? 80))
            if width != nil { gtk_box_set_homogeneous(cgtk_box(widget), 0) }
        }
    }

    private func trackDrag(_ drum: UnsafeMutablePointer<GtkWidget>, _ component: Int) {
        let drag = gtk_gesture_drag_new()!
        Signal.connect(drag, "drag-begin") { [unowned self] _ in
            gtk_widget_grab_focus(drum)
            velocity.reset()
            velocity.add(time: gtk_event_controller_get_current_event_time(cgtk_event_controller(drag.rawObject)), position: 0)
            store.send(.dragBegan(component: component, time: now))
        }
        Signal.connect(drag, "drag-update") { [unowned self] arguments in
            let rows = -arguments.double(2) / rowHeight(component)
            velocity.add(time: gtk_event_controller_get_current_event_time(cgtk_event_controller(drag.rawObject)), position: rows)
            store.send(.dragMoved(component: component, rows: rows))
        }
        Signal.connect(drag, "drag-end") { [unowned self] _ in
            let time = gtk_event_controller_get_current_event_time(cgtk_event_controller(drag.rawObject))
            store.send(.dragEnded(component: component, velocity: velocity.velocity(at: time), time: now))
        }
        Signal.connect(drag, "cancel") { [unowned self] _ in
            store.send(.dragEnded(component: component, velocity: 0, time: now))
        }
        gtk_widget_add_controller(drum, cgtk_event_controller(drag.rawObject))
    }

    private func handleScroll(_ drum: UnsafeMutablePointer<GtkWidget>, _ component: Int) {
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        let scroll = gtk_event_controller_scroll_new(flags)!
        Signal.connectReturning(scroll, "scroll") { [unowned self] arguments in
            let dy = arguments.double(2)
            guard dy != 0 else { return false }
            store.send(.scroll(component: component, steps: dy > 0 ? 1 : -1, time: now))
            return true
        }
        gtk_widget_add_controller(drum, scroll)
    }

    private func handleKeys(_ drum: UnsafeMutablePointer<GtkWidget>, _ component: Int) {
        let keys = gtk_event_controller_key_new()!
        Signal.connectReturning(keys, "key-pressed") { [unowned self] arguments in
            let keyval = guint(arguments.uint(1))
            let key: PickerState.Key
            switch Int32(keyval) {
            case GDK_KEY_Up, GDK_KEY_KP_Up: key = .up
            case GDK_KEY_Down, GDK_KEY_KP_Down: key = .down
            case GDK_KEY_Page_Up: key = .pageUp
            case GDK_KEY_Page_Down: key = .pageDown
            case GDK_KEY_Home: key = .home
            case GDK_KEY_End: key = .end
            case GDK_KEY_Left: return moveFocus(from: component, by: -1)
            case GDK_KEY_Right: return moveFocus(from: component, by: 1)
            default:
                let time = gtk_event_controller_get_current_event_time(cgtk_event_controller(keys.rawObject))
                return typeAhead(keyval, component, time: time)
            }
            store.send(.key(component: component, key, time: now))
            return true
        }
        gtk_widget_add_controller(drum, keys)
    }

    private func moveFocus(from component: Int, by step: Int) -> Bool {
        let rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let target = component + (rtl ? -step : step)
        guard drums.indices.contains(target) else { return false }
        gtk_widget_grab_focus(drums[target])
        return true
    }

    /// Letters typed within a second of each other build a prefix; the drum jumps to the
    /// next row that starts with it.
    private func typeAhead(_ keyval: guint, _ component: Int, time: UInt32) -> Bool {
        let code = gdk_keyval_to_unicode(keyval)
        guard code >= 32, let scalar = Unicode.Scalar(code), scalar.properties.isAlphabetic || scalar == " " || scalar.properties.numericType != nil else {
            return false
        }
        let prefix = (time &- typeAhead.time < 1000 ? typeAhead.prefix : "") + String(Character(scalar))
        typeAhead = (prefix, time)
        let count = state.components[component].rowCount
        let current = state.components[component].selectedRow
        // A longer prefix may still match the current row; a first letter looks past it.
        let start = prefix.count > 1 ? (current + count - 1) % max(1, count) : current
        guard let row = PickerState.typeAheadRow(prefix: prefix, titles: { self.title($0, component) }, rowCount: count, from: start) else {
            gtk_widget_error_bell(widget)
            return true
        }
        store.send(.jump(component: component, row: row, time: now))
        return true
    }

    // MARK: Drawing

    private func draw(_ component: Int, _ cairo: OpaquePointer, _ width: Double, _ height: Double) {
        guard state.components.indices.contains(component) else { return }
        let drum = drums[component]
        let rowHeight = rowHeight(component)
        let center = height / 2
        let radius = height / 2
        let accent = Drawing.themeColor("theme_selected_bg_color", for: drum, fallback: "#3584e4")
        var band = accent
        band.alpha = 0.15
        Drawing.roundedRectangle(cairo, x: 4, y: center - rowHeight / 2, width: width - 8, height: rowHeight, radius: 6)
        Drawing.setSource(cairo, band)
        cairo_fill(cairo)

        let offset = state.components[component].offset
        let count = state.components[component].rowCount
        let reach = Int((radius / rowHeight).rounded(.up)) + 1
        let first = max(0, Int(offset.rounded(.down)) - reach)
        let last = min(count - 1, Int(offset.rounded(.up)) + reach)
        guard first <= last else { return }
        let foreground = Drawing.foreground(of: drum)
        for row in first...last {
            let angle = (Double(row) - offset) * rowHeight / radius
            guard abs(angle) < .pi / 2 else { continue }
            let scale = cos(angle)
            let layout = gtk_widget_create_pango_layout(drum, title(row, component))!
            var textWidth: Int32 = 0
            var textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, &textWidth, &textHeight)
            let availableWidth = width - 16
            if Double(textWidth) > availableWidth {
                pango_layout_set_width(layout, Int32(availableWidth * Double(PANGO_SCALE)))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                textWidth = Int32(availableWidth)
            }
            var color = foreground
            color.alpha *= Float(0.25 + 0.75 * scale * scale)
            cairo_save(cairo)
            cairo_translate(cairo, (width - Double(textWidth)) / 2, center + radius * sin(angle))
            cairo_scale(cairo, 1, scale)
            cairo_translate(cairo, 0, -Double(textHeight) / 2)
            Drawing.setSource(cairo, color)
            pango_cairo_show_layout(cairo, layout)
            cairo_restore(cairo)
            g_object_unref(layout.rawObject)
        }
        if gtk_widget_has_visible_focus(drum) != 0 {
            Drawing.setSource(cairo, accent)
            cairo_set_line_width(cairo, 2)
            Drawing.roundedRectangle(cairo, x: 1, y: 1, width: width - 2, height: height - 2, radius: 8)
            cairo_stroke(cairo)
        }
    }
}
