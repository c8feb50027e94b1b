// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A bar that shows how far a task has come, like UIProgressView: progress 0…1 (clamped;
/// NaN refused), animated on the frame clock when asked, with tint colours or stretched
/// images for the progress and the track.
///
/// ```swift
/// let progress = ProgressView(style: .bar)
/// progress.progressTint = "#2ec27e"
/// try progress.setProgress(0.4, animated: true)
/// ```
///
/// It is the GTK widget type `CtlProgressView`, with the properties `progress` (0…1),
/// `progress-tint` and `track-tint` (CSS colours; unset for the theme's) and `style` (a
/// `CtlProgressViewStyle`), each notifying only on change.
///
/// CSS nodes: `progressview`, with `.bar` for the bar style, and a child `label.accent`
/// whose colour is the default progress tint (the theme's accent).
///
/// Accessibility: role progress bar, with its value in percent ("40 percent"); GTK 4.8
/// exposes no value of a custom widget, so there the percentage is the description.
@MainActor
public final class ProgressView: ObjectBinding, DrawnWidget {
    /// `progress`: how far the task has come, 0 to 1.
    public static let progressProperty = PropertyKey<ProgressView, Double>(
        "progress", "How far the task has come, 0 to 1", range: 0...1, defaultValue: 0,
        get: { view in view.progress }, set: { try? $0.setProgress($1) })

    /// `progress-tint`: the progress colour in CSS syntax; unset for the theme's accent.
    public static let progressTintProperty = PropertyKey<ProgressView, String?>(
        "progress-tint", "The progress colour in CSS syntax; unset for the theme's accent",
        get: { view in view.progressTint }, set: { $0.progressTint = $1 })

    /// `track-tint`: the track colour in CSS syntax; unset for the theme's.
    public static let trackTintProperty = PropertyKey<ProgressView, String?>(
        "track-tint", "The track colour in CSS syntax; unset for the theme's",
        get: { view in view.trackTint }, set: { $0.trackTint = $1 })

    /// `style`: UIKit's style: default or bar.
    public static let styleProperty = PropertyKey<ProgressView, Style>(
        "style", "UIKit's style: default or bar", defaultValue: .default,
        get: { view in view.style }, set: { $0.style = $1 })

    /// The GTK widget type `CtlProgressView`.
    public static let type = WidgetType(
        name: "CtlProgressView",
        summary: "A progress bar drawn in snapshot, 0 to 1.",
        constructor: .plain,
        cssName: "progressview", role: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR, isRange: true,
        properties: [progressProperty, progressTintProperty, trackTintProperty, styleProperty]
    ) { ProgressView() }

    public enum Style: PropertyEnum, Sendable {
        /// A thin bar, as in a toolbar or under a title.
        case `default`
        /// A thicker bar with a visible track.
        case bar

        /// The GEnum type `CtlProgressViewStyle` of the `style` property.
        @MainActor public static let enumType = WidgetEnum(name: "CtlProgressViewStyle", summary: "UIKit's styles of progress view", values: [
            "default": "a thin bar, as in a toolbar or under a title", "bar": "a thicker bar with a visible track",
        ])
    }

    private let store = ControlStore(ProgressState())
    private var state: ProgressState { store.state }

    /// UIKit's style, which the `bar` CSS class carries.
    public var style: Style {
        get { isUsable() && gtk_widget_has_css_class(widget, "bar") != 0 ? .bar : .default }
        set {
            guard isUsable(), newValue != style else { return }
            if newValue == .bar { gtk_widget_add_css_class(widget, "bar") } else { gtk_widget_remove_css_class(widget, "bar") }
            gtk_widget_queue_resize(widget)
            Self.styleProperty.notify(self)
        }
    }
    private var progressTexture: Texture?
    private var trackTexture: Texture?

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    /// The progress colour in CSS syntax; nil for the theme's accent. One that is not a colour
    /// is reported and the tint stays as it was.
    public var progressTint: String? {
        didSet {
            guard Drawing.isDrawable(tint: progressTint, property: "CtlProgressView progress-tint") else { return progressTint = oldValue }
            tintChanged(Self.progressTintProperty, progressTint != oldValue)
        }
    }
    /// The track colour in CSS syntax; nil for the theme's. One that is not a colour is
    /// reported and the tint stays as it was.
    public var trackTint: String? {
        didSet {
            guard Drawing.isDrawable(tint: trackTint, property: "CtlProgressView track-tint") else { return trackTint = oldValue }
            tintChanged(Self.trackTintProperty, trackTint != oldValue)
        }
    }

    public init(style: Style = .default) {
        let instance = Self.type.instantiate()
        super.init(binding: instance)
        Drawing.addAccentNode(to: instance)
        if style == .bar { gtk_widget_add_css_class(instance, "bar") }
        gtk_widget_set_hexpand(instance, 1)
        gtk_widget_set_valign(instance, GTK_ALIGN_CENTER)
        store.attach(to: self) { [unowned self] old, new in
            if old?.target != new.target {
                Accessibility.setValue(
                    widget, AccessibleValue(new.target, in: 0...1, text: Accessibility.percent(new.target)), name: nil, nameWithValue: nil)
                if old != nil { Self.progressProperty.notify(self) }
            }
            gtk_widget_queue_draw(widget)
        }
    }

    private func tintChanged(_ property: PropertyKey<ProgressView, String?>, _ changed: Bool) {
        guard changed, isUsable() else { return }
        gtk_widget_queue_draw(widget)
        property.notify(self)
    }

    /// The progress reached (the target of any running animation).
    public var progress: Double { state.target }

    /// What assistive technologies call the bar.
    public func setAccessibleLabel(_ label: String) {
        guard isUsable() else { return }
        Accessibility.setLabel(widget, label)
    }

    /// Sets the progress; values outside 0…1 are clamped, NaN throws and changes nothing.
    /// `animated` moves the bar there over a quarter second on the frame clock.
    public func setProgress(_ value: Double, animated: Bool = false) throws(ProgressError) {
        guard isUsable() else { return }
        let now = FrameTicks.now(for: widget)
        let animates = animated && gtk_widget_get_mapped(widget) != 0
        try store.update { (state) throws(ProgressError) in try state.setProgress(value, animated: animates, at: now) }
        if state.animation != nil {
            store.animate(widget) { .frame($0) } while: { $0.animation != nil }
        }
    }

    /// Draws `path` (any image GdkTexture reads) stretched over the progress; nil for the
    /// tint. An image that cannot be read throws and leaves the current one in place.
    public func setProgressImage(_ path: String?) throws(ImageError) {
        guard isUsable() else { return }
        progressTexture = try Texture(path)
        redraw()
    }

    /// Draws `path` stretched over the track; nil for the tint. An image that cannot be
    /// read throws and leaves the current one in place.
    public func setTrackImage(_ path: String?) throws(ImageError) {
        guard isUsable() else { return }
        trackTexture = try Texture(path)
        redraw()
    }

    /// The texture drawn over the progress, if any (for tests).
    var progressImage: OpaquePointer? { progressTexture?.pointer }

    private func redraw() {
        if isUsable() { gtk_widget_queue_draw(widget) }
    }

    public var contentSize: (width: Int, height: Int) { (0, style == .bar ? 10 : 4) }

    /// The track, then the progress clipped to its length, each a tint or a stretched image.
    public func snapshot(_ snapshot: OpaquePointer) {
        let width = Float(gtk_widget_get_width(widget))
        let height = Float(gtk_widget_get_height(widget))
        guard width > 0, height > 0 else { return }
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width, height: height))
        var outline = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&outline, &bounds, height / 2)
        gtk_snapshot_push_rounded_clip(snapshot, &outline)
        let track = trackTint.flatMap(Drawing.color) ?? {
            var color = Drawing.foreground(of: widget)
            color.alpha *= style == .bar ? 0.15 : 0.1
            return color
        }()
        paint(snapshot, trackTexture, track, &bounds)
        let filled = width * Float(state.displayed(at: FrameTicks.now(for: widget)))
        if filled > 0 {
            let rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            var done = graphene_rect_t(origin: graphene_point_t(x: rtl ? width - filled : 0, y: 0), size: graphene_size_t(width: filled, height: height))
            gtk_snapshot_push_clip(snapshot, &done)
            let tint = progressTint.flatMap(Drawing.color)
                ?? Drawing.accent(for: widget)
            paint(snapshot, progressTexture, tint, &bounds)
            gtk_snapshot_pop(snapshot)
        }
        gtk_snapshot_pop(snapshot)
    }

    private func paint(_ snapshot: OpaquePointer, _ texture: Texture?, _ color: GdkRGBA, _ bounds: inout graphene_rect_t) {
        if let texture {
            gtk_snapshot_append_texture(snapshot, texture.pointer, &bounds)
        } else {
            var color = color
            gtk_snapshot_append_color(snapshot, &color, &bounds)
        }
    }
}

/// A GdkTexture read from a file, released when no view draws it any more.
@MainActor
final class Texture {
    let pointer: OpaquePointer

    /// Reads `path`; nil for no path. Throws ``ImageError`` naming the file and the reason.
    convenience init?(_ path: String?) throws(ImageError) {
        guard let path else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            g_clear_error(&error)
            throw .unreadable(path: path, reason: reason)
        }
        self.init(texture)
    }

    private init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        MainActor.assumeIsolated { g_object_unref(pointer.rawObject) }
    }
}

/// Why an image could not be used.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read image \(path): \(reason)"
        }
    }
}
