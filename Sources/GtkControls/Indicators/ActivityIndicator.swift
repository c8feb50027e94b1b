// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A spinner that shows work of unknown length, like UIActivityIndicatorView.
///
/// ```swift
/// let indicator = ActivityIndicator(style: .large)
/// indicator.color = "#e01b24"
/// indicator.startAnimating()
/// ```
///
/// Stopped, it draws nothing and (with ``hidesWhenStopped``, the default) is hidden from
/// assistive technologies while keeping its place in the layout. It animates on the frame
/// clock only while spinning and mapped, so a stopped indicator costs no CPU.
///
/// It is the GTK widget type `CtlActivityIndicator`, with the properties `animating`,
/// `hides-when-stopped` and `style` (a `CtlActivityIndicatorStyle`), each notifying only on
/// change.
///
/// CSS nodes: `activityindicator` with `.large`, `.medium` or `.gray`, and `.white` for the
/// medium-white style, holding a `spinner`; sizes and colours live in the library's
/// activity-indicator.css.
///
/// Accessibility: role progress bar, named "Loading" (or ``accessibleLabel``), busy
/// while spinning.
@MainActor
public final class ActivityIndicator: ObjectBinding {
    /// `animating`: whether the indicator spins.
    public static let animatingProperty = PropertyKey<ActivityIndicator, Bool>(
        "animating", "Whether the indicator spins", defaultValue: false,
        get: { indicator in indicator.isAnimating }, set: { $1 ? $0.startAnimating() : $0.stopAnimating() })

    /// `hides-when-stopped`: whether a stopped indicator disappears.
    public static let hidesWhenStoppedProperty = PropertyKey<ActivityIndicator, Bool>(
        "hides-when-stopped", "Whether a stopped indicator disappears", defaultValue: true,
        get: { indicator in indicator.hidesWhenStopped }, set: { $0.hidesWhenStopped = $1 })

    /// `style`: UIKit's style: large, medium-white or gray.
    public static let styleProperty = PropertyKey<ActivityIndicator, Style>(
        "style", "UIKit's style: large, medium-white or gray", defaultValue: .gray,
        get: { indicator in indicator.style }, set: { $0.style = $1 })

    /// The GTK widget type `CtlActivityIndicator`.
    public static let type = WidgetType(
        name: "CtlActivityIndicator",
        summary: "A spinner for work of unknown length.",
        constructor: .plain,
        cssName: "activityindicator", role: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR,
        layout: gtk_bin_layout_get_type(),
        properties: [animatingProperty, hidesWhenStoppedProperty, styleProperty]
    ) { ActivityIndicator() }

    /// UIKit's three styles.
    public enum Style: String, PropertyEnum, Sendable {
        case large
        case mediumWhite = "medium white"
        case gray

        /// The style's name for people: "Large", "Medium white", "Gray", in the user's
        /// language.
        public var caption: String {
            // TRANSLATORS: the activity indicator's styles, as UIKit names them.
            switch self {
            case .large: tr("Large")
            case .mediumWhite: tr("Medium white")
            case .gray: tr("Gray")
            }
        }

        /// The GEnum type `CtlActivityIndicatorStyle` of the `style` property.
        @MainActor public static let enumType = WidgetEnum(name: "CtlActivityIndicatorStyle", summary: "UIKit's styles of activity indicator", values: [
            "large": "a large spinner", "medium-white": "a medium spinner in white, for dark backgrounds",
            "gray": "a small spinner in the theme's dimmed text colour",
        ])

        /// The style's CSS classes.
        var cssClasses: [String] { rawValue.split(separator: " ").map(String.init) }
    }


    private let store = ControlStore(ActivityIndicatorState())
    /// The app's colours, the only CSS made at run time; made when the app gives one, as
    /// most indicators keep their style's.
    private(set) lazy var colors = WidgetStyle(widget: widget)
    private let spinner = gtk_spinner_new()!

    /// The indicator's widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    public init(style: Style = .gray) {
        self.style = style
        let instance = Self.type.instantiate()
        super.init(binding: instance)
        for name in style.cssClasses { gtk_widget_add_css_class(instance, name) }
        gtk_widget_set_parent(spinner, instance)
        Accessibility.setHidden(spinner, true)
        accessibleLabel = tr("Loading")
        store.attach(to: self) { [unowned self] old, new in
            if old?.isAnimating != new.isAnimating {
                gtk_spinner_set_spinning(OpaquePointer(spinner), new.isAnimating ? 1 : 0)
                Accessibility.setBusy(widget, new.isAnimating)
                if old != nil { Self.animatingProperty.notify(self) }
            }
            if old?.isVisible != new.isVisible {
                gtk_widget_set_opacity(widget, new.isVisible ? 1 : 0)
                Accessibility.setHidden(widget, !new.isVisible)
            }
            if let old, old.hidesWhenStopped != new.hidesWhenStopped { Self.hidesWhenStoppedProperty.notify(self) }
        }
    }

    /// UIKit's style: its size and colour.
    public var style: Style {
        didSet {
            guard style != oldValue, isUsable() else { return }
            for name in oldValue.cssClasses { gtk_widget_remove_css_class(widget, name) }
            for name in style.cssClasses { gtk_widget_add_css_class(widget, name) }
            Self.styleProperty.notify(self)
        }
    }

    /// What assistive technologies call the indicator.
    public var accessibleLabel: String = "" {
        didSet { if isUsable() { Accessibility.setLabel(widget, accessibleLabel) } }
    }

    public var isAnimating: Bool { store.state.isAnimating }

    /// Whether a stopped indicator disappears (the default) or stays as a still spinner.
    public var hidesWhenStopped: Bool {
        get { store.state.hidesWhenStopped }
        set { store.send(.setHidesWhenStopped(newValue)) }
    }

    /// The spinner's colour in CSS syntax; nil for the style's own. One that is not a colour
    /// is reported and leaves the colour as it was.
    public var color: String? {
        didSet {
            guard Drawing.isCSSColour(tint: color, property: "ActivityIndicator color") else { return color = oldValue }
            applyColors()
        }
    }
    /// A background colour behind the spinner in CSS syntax; nil for none. One that is not a
    /// colour is reported and leaves the background as it was.
    public var backgroundColor: String? {
        didSet {
            guard Drawing.isCSSColour(tint: backgroundColor, property: "ActivityIndicator backgroundColor") else {
                return backgroundColor = oldValue
            }
            applyColors()
        }
    }

    public func startAnimating() {
        store.send(.setAnimating(true))
    }

    public func stopAnimating() {
        store.send(.setAnimating(false))
    }

    private func applyColors() {
        guard isUsable() else { return }
        var rules = ""
        if let color { rules += "color: \(color);" }
        // activity-indicator.css rounds the corners.
        if let backgroundColor { rules += "background-color: \(backgroundColor);" }
        colors.setCSS(rules.isEmpty ? "" : "SELF { \(rules) }")
    }
}
