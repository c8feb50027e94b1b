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
/// CSS node: `spinner.activity-indicator` with `.large`, `.medium` or `.gray`, and `.white`
/// for the medium-white style; sizes and colours live in gtkcontrols.css.
///
/// Accessibility: role progress bar, named "Loading" (or ``accessibleLabel``), busy
/// while spinning.
@MainActor
public final class ActivityIndicator: ObjectBinding {
    /// UIKit's three styles.
    public enum Style: String, CaseIterable, Sendable {
        case large
        case mediumWhite = "medium white"
        case gray

        /// The style's name for people: "Large", "Medium white", "Gray".
        public var caption: String {
            rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    private let store = ControlStore(ActivityIndicatorState())
    private let style: WidgetStyle

    /// The spinner widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    public init(style: Style = .gray) {
        let spinner = cgtk_widget_new_with_role(gtk_spinner_get_type(), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)!
        self.style = WidgetStyle(widget: spinner)
        super.init(binding: spinner)
        gtk_widget_add_css_class(spinner, "activity-indicator")
        for name in style.rawValue.split(separator: " ") { gtk_widget_add_css_class(spinner, String(name)) }
        accessibleLabel = "Loading"
        store.attach(to: self) { [unowned self] old, new in
            if old?.isAnimating != new.isAnimating {
                gtk_spinner_set_spinning(OpaquePointer(widget), new.isAnimating ? 1 : 0)
                Accessibility.setBusy(widget, new.isAnimating)
            }
            if old?.isVisible != new.isVisible {
                gtk_widget_set_opacity(widget, new.isVisible ? 1 : 0)
                Accessibility.setHidden(widget, !new.isVisible)
            }
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

    /// The spinner's colour in CSS syntax; nil for the style's own.
    public var color: String? { didSet { applyColors() } }
    /// A background colour behind the spinner in CSS syntax; nil for none.
    public var backgroundColor: String? { didSet { applyColors() } }

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
        if let backgroundColor { rules += "background-color: \(backgroundColor); border-radius: 6px;" }
        style.setCSS(rules.isEmpty ? "" : "SELF { \(rules) }")
    }
}
