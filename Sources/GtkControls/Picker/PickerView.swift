// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A multi-component drum picker like UIPickerView, with a data source and a delegate.
/// Its behaviour is ``/ControlCore/PickerState``; this widget draws the drums and feeds them
/// real input.
///
/// ```swift
/// let picker = PickerView()
/// picker.dataSource = sizes      // components, rows, titles
/// picker.delegate = sizes        // row heights, labels, didSelectRow
/// picker.reloadAllComponents()
/// picker.selectRow(2, inComponent: 0, animated: false)
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
/// CSS node: `picker.picker-view` with one `drum` per component (the widget type
/// `CtlPickerDrum`, drawn in `snapshot`); the selection band takes the colour of each
/// drum's child `label.accent` (the theme's accent).
///
/// It is the GTK widget type `CtlPickerView`, with the properties `visible-rows` and
/// `components` (read-only) and the signal `row-selected` (row, component) for a user's
/// selection, as the delegate's `didSelectRow` hears it.
///
/// Accessibility: each drum is a spin button named by its component's label, whose value is
/// the selected row, read as its title (GTK 4.8 exposes no value of a custom widget: there
/// the name is "<component label>, <selected title>"), with the actions
/// `picker.previous-row` and `picker.next-row`.
@MainActor
public final class PickerView: ObjectBinding {
    /// `visible-rows`: how many rows a drum shows.
    public static let visibleRowsProperty = PropertyKey<PickerView, Int32>(
        "visible-rows", "How many rows a drum shows", range: 1...99, defaultValue: 5,
        get: { picker in Int32(picker.visibleRows) }, set: { $0.visibleRows = Int($1) })

    /// `components`: how many components (drums) the picker has.
    public static let componentsProperty = PropertyKey<PickerView, Int32>(
        "components", "How many components (drums) the picker has", range: 0...Int32.max, defaultValue: 0,
        get: { picker in Int32(picker.numberOfComponents) })

    /// `model`: the components as a `GListModel` of one `GListModel` of strings
    /// (`GtkStringObject`) per drum, as C, Python and `.ui` files give them.
    public static let modelProperty = PropertyKey<PickerView, ObjectReference?>(
        "model", "The components: a list model of one list model of strings (GtkStringObject) per drum",
        objectType: g_list_model_get_type(), get: { picker in picker.model }, set: { $0.model = $1 })

    /// `row-selected`: a drum settled on a row by the user's hand.
    public static let rowSelectedSignal = SignalKey<PickerView, Int32, Int32>(
        "row-selected", "A drum settled on a row by the user's hand", arguments: "row", "component")

    /// The GTK widget type `CtlPickerView`.
    public static let type = WidgetType(
        name: "CtlPickerView",
        summary: "Drums that turn to a row: one drum per component, whose rows come from a list model of string lists (#GtkStringList, or any #GListModel of #GtkStringObject).",
        constructor: .arguments([WidgetConstructor.Argument(modelProperty, "the drums: a #GListModel with one #GListModel of #GtkStringObject per drum")],
                                description: "It follows the models' changes: a list added to @model is a new drum, a row added to a list a new row."),
        cssName: "picker", role: GTK_ACCESSIBLE_ROLE_GROUP, layout: gtk_box_layout_get_type(),
        properties: [visibleRowsProperty, componentsProperty, modelProperty],
        signals: [rowSelectedSignal]
    ) { PickerView() }

    /// Where the components and rows come from; a data source given here replaces ``model``.
    public weak var dataSource: PickerDataSource? {
        didSet {
            guard let listModelSource, dataSource !== listModelSource else { return }
            listModelSource.close()
            self.listModelSource = nil
            Self.modelProperty.notify(self)
        }
    }
    public weak var delegate: PickerDelegate?

    /// The picker's state machine; not private, so a test can drive a fling in virtual time.
    let store = ControlStore(PickerState(componentCount: 0))
    private var state: PickerState { store.state }
    /// The frame time of the animation's last frame, to foresee the next.
    private var previousFrameTime: Duration?
    private var drums: [PickerDrum] = []
    private var typeAhead: (prefix: String, time: UInt32) = ("", 0)
    private var velocity = VelocityTracker()
    /// Rows visible in a drum's height.
    public var visibleRows = 5 {
        didSet {
            guard visibleRows != oldValue, isUsable() else { return }
            sizeDrums()
            Self.visibleRowsProperty.notify(self)
        }
    }

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    /// The components as a `GListModel` of `GListModel`s of strings, one per drum; setting it
    /// replaces the data source, and the picker follows the models' changes. Nil when the
    /// rows come from a ``dataSource``. An object that is not a list model is reported and
    /// ignored.
    public var model: ObjectReference? {
        get { listModelSource.map { ObjectReference(gpointer($0.model)) } }
        set {
            guard isUsable(), newValue != model else { return }
            if let newValue, !newValue.object.isA(g_list_model_get_type()) {
                return Diagnostics.report("gtkcontrols: CtlPickerView:model: a \(newValue.object.typeName) is not a list model (GListModel): the drums stay as they were")
            }
            listModelSource?.close()
            listModelSource = newValue.map { PickerListModelSource(model: $0.object, picker: self) }
            dataSource = listModelSource
            reloadAllComponents()
            Self.modelProperty.notify(self)
        }
    }
    /// The source behind ``model``, which the picker keeps (``dataSource`` is weak).
    private var listModelSource: PickerListModelSource?

    public init() {
        let picker = Self.type.instantiate()
        super.init(binding: picker)
        gtk_widget_add_css_class(picker, "picker-view")
        gtk_box_layout_set_homogeneous(layout, 1)
        store.attach(to: self) { _, _ in } perform: { [unowned self] effect in perform(effect) }
        onDispose { [unowned self] in
            listModelSource?.close()
            listModelSource = nil
        }
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
        let before = numberOfComponents
        store.update { $0.setComponentCount(count) }
        rebuildDrums(count)
        if count != before { Self.componentsProperty.notify(self) }
        for component in 0..<count { reloadComponent(component) }
    }

    /// Asks the data source for `component`'s rows again; its selection stays inside them.
    public func reloadComponent(_ component: Int) {
        guard isUsable() else { return }
        let rows = dataSource?.picker(self, numberOfRowsInComponent: component) ?? 0
        if drums.indices.contains(component) { drums[component].forgetLayouts() }
        store.send(.reload(component: component, rowCount: rows))
    }

    /// Selects `row` of `component` (clamped into range); does not call the delegate.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard isUsable() else { return }
        store.send(.select(row: row, component: component, animated: animated, time: now))
    }

    /// Turns `component` to `row` as if the user had (an assistive technology sets it); false
    /// when the picker takes no input now.
    func selectRowFromAssistiveTechnology(_ row: Int, inComponent component: Int) -> Bool {
        guard isUsable(), gtk_widget_is_sensitive(widget) != 0, state.components.indices.contains(component) else { return false }
        let rows = state.components[component].rowCount
        guard rows > 0 else { return false }
        store.send(.jump(component: component, row: min(rows - 1, max(0, row)), time: now))
        return true
    }

    // MARK: State

    private var now: Duration { FrameTicks.now(for: widget) }

    private func perform(_ effect: PickerState.Effect) {
        switch effect {
        case .redraw(let component):
            guard drums.indices.contains(component) else { return }
            gtk_widget_queue_draw(drums[component].widget)
            describe(component)
        case .startTicking:
            previousFrameTime = nil
            store.animate(widget) { [unowned self] time in
                layOutRowsAhead(of: time)
                return .tick(time: time)
            } while: { $0.isAnimating }
        case .didSelect(let row, let component):
            delegate?.picker(self, didSelectRow: row, inComponent: component)
            Self.rowSelectedSignal.emit(self, Int32(row), Int32(component))
        case .reportNegativeCount(let component, let count):
            Diagnostics.report("gtkcontrols: picker data source returned \(count) rows for component \(component); treating it as empty")
        }
    }

    /// Once this frame is painted, makes the layouts of the rows the next frame of an
    /// animation will show and lets go of the others. In a long fling every frame shows rows
    /// never laid out before; making and freeing their layouts inside the frame made it a
    /// third longer than across a few rows.
    private func layOutRowsAhead(of time: Duration) {
        defer { previousFrameTime = time }
        guard let previous = previousFrameTime, time > previous, time - previous < .milliseconds(100) else { return }
        let next = time + (time - previous)
        let state = state
        store.schedule(key: Self.rowsAheadKey) { [unowned self] in
            for drum in drums where state.components.indices.contains(drum.component) {
                let component = drum.component
                let now = rowsInView(drum, offset: self.state.components[component].offset)
                let ahead = rowsInView(drum, offset: state.displayedOffset(component, at: next))
                drum.keepLayouts { now?.contains($0) == true || ahead?.contains($0) == true }
                guard let ahead else { continue }
                for row in ahead { _ = drum.layout(row: row, width: textWidth(drum)) { title(row, component) } }
            }
        }
    }

    private static let rowsAheadKey = "rows-ahead"

    private func title(_ row: Int, _ component: Int) -> String {
        dataSource?.picker(self, titleForRow: row, forComponent: component) ?? ""
    }

    /// The height of `component`'s rows: what the delegate asks for, but never less than a
    /// line of text in the picker's font needs, so large text (200 %) is not cut.
    func rowHeight(_ component: Int) -> Double {
        max(8, textRowHeight, delegate?.picker(self, rowHeightForComponent: component) ?? 32)
    }

    /// The height one line of text takes in the picker's font, with 4 px above and below;
    /// measured whenever the drums are sized.
    private var textRowHeight = 0.0

    /// The size `text` takes on one line in the picker's font, in pixels.
    func textSize(_ text: String) -> (width: Double, height: Double) {
        let layout = gtk_widget_create_pango_layout(widget, text)!
        defer { g_object_unref(layout.rawObject) }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Double(width), Double(height))
    }

    private func describe(_ component: Int) {
        let label = delegate?.picker(self, accessibleLabelForComponent: component) ?? Self.columnLabel(component)
        let selected = state.selectedRow(inComponent: component)
        let rows = state.components[component].rowCount
        // TRANSLATORS: what a picker drum with no rows reads as its value.
        let text = selected.map { title($0, component) } ?? tr("empty")
        let value = AccessibleValue(Double(selected ?? 0), in: 0...Double(max(0, rows - 1)), text: text)
        drums[component].reading = PickerDrum.Reading(label: label, value: value)
    }

    /// What assistive technologies call a component whose delegate names none: "Column 1"…
    fileprivate static func columnLabel(_ component: Int) -> String {
        // TRANSLATORS: a picker drum that the app gives no name; %d counts from 1.
        tr("Column %d", component + 1)
    }

    // MARK: Drums

    private func rebuildDrums(_ count: Int) {
        while drums.count > count { gtk_widget_unparent(drums.removeLast().widget) }
        for drum in drums { drum.forgetLayouts() }
        while drums.count < count {
            let component = drums.count
            let drum = PickerDrum(picker: self, component: component)
            drums.append(drum)
            let widget = drum.widget
            gtk_widget_set_focusable(widget, 1)
            gtk_widget_set_focus_on_click(widget, 1)
            gtk_widget_set_hexpand(widget, 1)
            trackDrag(widget, component)
            handleTypeAhead(widget, component)
            handleScroll(widget, component)
            let focus = gtk_event_controller_focus_new()!
            for signal in [ObjectSignal.enter, .leave] { Signal.connect(focus, signal) { gtk_widget_queue_draw(widget) } }
            gtk_widget_add_controller(widget, focus)
            gtk_widget_set_parent(widget, self.widget)
        }
        sizeDrums()
    }

    /// Gives each drum the width the delegate asks for and the height of the visible rows;
    /// drums share the width equally unless the delegate sets one.
    private func sizeDrums() {
        textRowHeight = textSize("Ag").height + 8
        for (component, drum) in drums.enumerated() {
            let width = delegate?.picker(self, widthForComponent: component)
            drum.contentSize = (Int(width ?? 80), Int(rowHeight(component) * Double(visibleRows)))
            gtk_widget_queue_resize(drum.widget)
            if width != nil { gtk_box_layout_set_homogeneous(layout, 0) }
        }
    }

    private var layout: OpaquePointer { OpaquePointer(gtk_widget_get_layout_manager(widget)!) }

    private func trackDrag(_ drum: UnsafeMutablePointer<GtkWidget>, _ component: Int) {
        let drag = gtk_gesture_drag_new()!
        let stillScrollers = StillScrollers()
        Signal.connect(drag, .dragBegin) { [unowned self] _, _ in
            if isTouch(drag) { stillScrollers.hold(around: drum) }
            gtk_widget_grab_focus(drum)
            velocity.reset()
            velocity.add(time: gtk_event_controller_get_current_event_time(cgtk_event_controller(drag.rawObject)), position: 0)
            store.send(.dragBegan(component: component, time: now))
        }
        Signal.connect(drag, .dragUpdate) { [unowned self] _, offsetY in
            let rows = -offsetY / rowHeight(component)
            velocity.add(time: gtk_event_controller_get_current_event_time(cgtk_event_controller(drag.rawObject)), position: rows)
            store.send(.dragMoved(component: component, rows: rows))
        }
        Signal.connect(drag, .dragEnd) { [unowned self] _, _ in
            stillScrollers.release()
            let time = gtk_event_controller_get_current_event_time(cgtk_event_controller(drag.rawObject))
            store.send(.dragEnded(component: component, velocity: velocity.velocity(at: time), time: now))
        }
        Signal.connect(drag, .cancel) { [unowned self] in
            stillScrollers.release()
            store.send(.dragEnded(component: component, velocity: 0, time: now))
        }
        gtk_widget_add_controller(drum, cgtk_event_controller(drag.rawObject))
    }

    /// Whether the press `gesture` follows is a finger's.
    private func isTouch(_ gesture: OpaquePointer) -> Bool {
        guard let device = gtk_event_controller_get_current_event_device(cgtk_event_controller(gesture.rawObject)) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    /// The scrolled windows around a drum that a finger turns. GTK 4.8 to 4.18 give a finger's
    /// vertical drag to a scrolled window's kinetic scrolling, which takes it from the drum at
    /// its first motion however the drum claims it (its gesture runs first, in the capture
    /// phase): a picker on a page that scrolls could not be flung by touch. While a finger turns
    /// a drum, their kinetic scrolling is off; the wheel and the scrollbars still scroll them.
    /// A window whose kinetic scrolling the app changes meanwhile keeps the app's choice.
    @MainActor
    private final class StillScrollers {
        /// Each scrolled window held still, with the handler that hears the app change it.
        private var held: [(window: UnsafeMutablePointer<GtkWidget>, handler: UInt)] = []

        /// A picker destroyed while a finger turns a drum lets its scrollers go.
        deinit {
            MainActor.assumeIsolated { release() }
        }

        func hold(around drum: UnsafeMutablePointer<GtkWidget>) {
            release()
            var ancestor = gtk_widget_get_parent(drum)
            while let widget = ancestor {
                if widget.isA(gtk_scrolled_window_get_type()),
                   gtk_scrolled_window_get_kinetic_scrolling(cgtk_scrolled_window(widget)) != 0 {
                    g_object_ref(widget.rawObject)
                    gtk_scrolled_window_set_kinetic_scrolling(cgtk_scrolled_window(widget), 0)
                    let handler = Signal.connect(widget, .notify(.kineticScrolling)) { [weak self] in self?.letGo(widget) }
                    held.append((widget, handler))
                }
                ancestor = gtk_widget_get_parent(widget)
            }
        }

        func release() {
            for (window, handler) in held {
                Signal.disconnect(window, handler)
                gtk_scrolled_window_set_kinetic_scrolling(cgtk_scrolled_window(window), 1)
                g_object_unref(window.rawObject)
            }
            held = []
        }

        /// The app set `window`'s kinetic scrolling while it was held: it keeps that.
        private func letGo(_ window: UnsafeMutablePointer<GtkWidget>) {
            guard let index = held.firstIndex(where: { $0.window == window }) else { return }
            Signal.disconnect(window, held.remove(at: index).handler)
            g_object_unref(window.rawObject)
        }
    }

    private func handleScroll(_ drum: UnsafeMutablePointer<GtkWidget>, _ component: Int) {
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
        let scroll = gtk_event_controller_scroll_new(flags)!
        Signal.connect(scroll, .scroll) { [unowned self] _, dy in
            guard dy != 0 else { return false }
            store.send(.scroll(component: component, steps: dy > 0 ? 1 : -1, time: now))
            return true
        }
        gtk_widget_add_controller(drum, scroll)
    }

    /// Letters typed turn the drum to a row (see ``typeAhead(_:_:time:)``); its fixed keys
    /// are the drum type's (``PickerDrum/keyBindings``). The type-ahead stays a key
    /// controller, not a class binding: a shortcut's trigger is one key (GtkKeyvalTrigger),
    /// and this takes any letter, digit or space of any script, with the time between keys
    /// to build a prefix, which no list of keys could declare.
    private func handleTypeAhead(_ drum: UnsafeMutablePointer<GtkWidget>, _ component: Int) {
        let keys = gtk_event_controller_key_new()!
        Signal.connect(keys, .keyPressed) { [unowned self] keyval, _, _ in
            let time = gtk_event_controller_get_current_event_time(cgtk_event_controller(keys.rawObject))
            return typeAhead(keyval, component, time: time)
        }
        gtk_widget_add_controller(drum, keys)
    }

    /// Turns `component` by a key (or a drum's action).
    func press(_ key: PickerState.Key, inComponent component: Int) -> Bool {
        guard isUsable(), state.components.indices.contains(component) else { return false }
        store.send(.key(component: component, key, time: now))
        return true
    }

    /// Gives the focus to the drum `step` components from `component`, in the order they
    /// are read (the drum type mirrors the keys right to left); false when there is none.
    func moveFocus(from component: Int, by step: Int) -> Bool {
        let target = component + step
        guard drums.indices.contains(target) else { return false }
        gtk_widget_grab_focus(drums[target].widget)
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

    /// The rows of `drum` on its half of the cylinder facing the viewer when it is at
    /// `offset`; nil when it has none.
    private func rowsInView(_ drum: PickerDrum, offset: Double) -> ClosedRange<Int>? {
        let reach = Int((Double(gtk_widget_get_height(drum.widget)) / 2 / rowHeight(drum.component)).rounded(.up)) + 1
        let first = max(0, Int(offset.rounded(.down)) - reach)
        let last = min(state.components[drum.component].rowCount - 1, Int(offset.rounded(.up)) + reach)
        return first <= last ? first...last : nil
    }

    /// The width `drum`'s row titles are laid out to.
    private func textWidth(_ drum: PickerDrum) -> Double {
        max(1, Double(gtk_widget_get_width(drum.widget)) - 16)
    }

    /// Draws `drum`: the selection band, the rows in view on a cylinder (fading and
    /// foreshortened away from the band), and the focus ring.
    func snapshot(_ drum: PickerDrum, _ snapshot: OpaquePointer) {
        let component = drum.component
        guard state.components.indices.contains(component) else { return }
        let widget = drum.widget
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        let rowHeight = rowHeight(component)
        let center = height / 2
        let radius = height / 2
        let accent = Drawing.accent(for: widget)
        var band = accent
        band.alpha = 0.15
        Self.fill(snapshot, x: 4, y: center - rowHeight / 2, width: width - 8, height: rowHeight, radius: 6, band)

        let offset = state.components[component].offset
        guard let rows = rowsInView(drum, offset: offset) else { return drum.forgetLayouts() }
        // While an animation runs, the work after the frame lets go of the rows left behind.
        if !store.isPending(Self.rowsAheadKey) { drum.keepLayouts { rows.contains($0) } }
        let foreground = Drawing.foreground(of: widget)
        let textWidth = textWidth(drum)
        for row in rows {
            let angle = (Double(row) - offset) * rowHeight / radius
            guard abs(angle) < .pi / 2 else { continue }
            let scale = cos(angle)
            let layout = drum.layout(row: row, width: textWidth) { title(row, component) }
            var textHeight: Int32 = 0
            pango_layout_get_pixel_size(layout, nil, &textHeight)
            var color = foreground
            color.alpha *= Float(0.25 + 0.75 * scale * scale)
            gtk_snapshot_save(snapshot)
            var origin = graphene_point_t(x: Float((width - textWidth) / 2), y: Float(center + radius * sin(angle)))
            gtk_snapshot_translate(snapshot, &origin)
            gtk_snapshot_scale(snapshot, 1, Float(scale))
            var lift = graphene_point_t(x: 0, y: -Float(textHeight) / 2)
            gtk_snapshot_translate(snapshot, &lift)
            gtk_snapshot_append_layout(snapshot, layout, &color)
            gtk_snapshot_restore(snapshot)
        }
        if gtk_widget_has_visible_focus(widget) != 0 {
            var ring = GskRoundedRect()
            var bounds = graphene_rect_t(origin: graphene_point_t(x: 1, y: 1), size: graphene_size_t(width: Float(width - 2), height: Float(height - 2)))
            gsk_rounded_rect_init_from_rect(&ring, &bounds, 8)
            var widths: [Float] = [2, 2, 2, 2]
            var colors = [accent, accent, accent, accent]
            gtk_snapshot_append_border(snapshot, &ring, &widths, &colors)
        }
    }

    /// Fills a rounded rectangle.
    private static func fill(_ snapshot: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Float, _ color: GdkRGBA) {
        var bounds = graphene_rect_t(origin: graphene_point_t(x: Float(x), y: Float(y)), size: graphene_size_t(width: Float(width), height: Float(height)))
        var shape = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&shape, &bounds, radius)
        var color = color
        gtk_snapshot_push_rounded_clip(snapshot, &shape)
        gtk_snapshot_append_color(snapshot, &color, &bounds)
        gtk_snapshot_pop(snapshot)
    }
}

public extension PickerDelegate {
    /// "Column N", in the user's language.
    func picker(_ picker: AnyObject, accessibleLabelForComponent component: Int) -> String {
        PickerView.columnLabel(component)
    }
}
