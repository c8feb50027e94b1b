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
/// CSS node: `progressview.progress-view` with `.bar` for the bar style; the default tints
/// come from the theme.
///
/// Accessibility: role progress bar; GTK 4.8 exposes no value for custom widgets, so the
/// percentage is the accessible description ("40 percent").
@MainActor
public final class ProgressView: ObjectBinding {
    public enum Style: Sendable {
        /// A thin bar, as in a toolbar or under a title.
        case `default`
        /// A thicker bar with a visible track.
        case bar
    }

    private let store = ControlStore(ProgressState())
    private var state: ProgressState { store.state }
    private let style: Style
    private var progressTexture: Texture?
    private var trackTexture: Texture?

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    /// The progress colour in CSS syntax; nil for the theme's accent.
    public var progressTint: String? { didSet { if progressTint != oldValue { redraw() } } }
    /// The track colour in CSS syntax; nil for the theme's.
    public var trackTint: String? { didSet { if trackTint != oldValue { redraw() } } }

    public init(style: Style = .default) {
        self.style = style
        let area = Drawing.makeArea(role: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
        super.init(binding: area)
        gtk_widget_add_css_class(area, "progress-view")
        if style == .bar { gtk_widget_add_css_class(area, "bar") }
        gtk_drawing_area_set_content_height(cgtk_drawing_area(area), style == .bar ? 10 : 4)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_valign(area, GTK_ALIGN_CENTER)
        Drawing.setDrawFunction(area) { [unowned self] cairo, width, height in draw(cairo, width, height) }
        store.attach(to: self) { [unowned self] old, new in
            if old?.target != new.target {
                Accessibility.setDescription(widget, "\(Int((new.target * 100).rounded())) percent")
            }
            gtk_widget_queue_draw(widget)
        }
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

    private func draw(_ cairo: OpaquePointer, _ width: Double, _ height: Double) {
        let radius = height / 2
        let track = trackTint.flatMap(Drawing.color) ?? {
            var color = Drawing.foreground(of: widget)
            color.alpha *= style == .bar ? 0.15 : 0.1
            return color
        }()
        paint(cairo, texture: trackTexture?.pointer, color: track, width: width, height: height, radius: radius)
        let shown = state.displayed(at: FrameTicks.now(for: widget))
        let filled = width * shown
        guard filled > 0 else { return }
        let tint = progressTint.flatMap(Drawing.color)
            ?? Drawing.themeColor("theme_selected_bg_color", for: widget, fallback: "#3584e4")
        let rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        cairo_save(cairo)
        cairo_rectangle(cairo, rtl ? width - filled : 0, 0, filled, height)
        cairo_clip(cairo)
        paint(cairo, texture: progressTexture?.pointer, color: tint, width: width, height: height, radius: radius)
        cairo_restore(cairo)
    }

    private func paint(_ cairo: OpaquePointer, texture: OpaquePointer?, color: GdkRGBA, width: Double, height: Double, radius: Double) {
        Drawing.roundedRectangle(cairo, x: 0, y: 0, width: width, height: height, radius: radius)
        if let texture {
            cairo_save(cairo)
            cairo_clip(cairo)
            Drawing.paintStretched(cairo, texture: texture, width: width, height: height)
            cairo_restore(cairo)
        } else {
            Drawing.setSource(cairo, color)
            cairo_fill(cairo)
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

    isolated deinit {
        g_object_unref(pointer.rawObject)
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
