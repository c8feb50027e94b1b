// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// An action of a widget type, as ``WidgetType`` installs it on the class
/// (`gtk_widget_class_install_action`): see ``ActionKey``, the typed declaration.
@MainActor
public protocol WidgetAction {
    /// The action's name with its prefix, such as "knob.increase".
    var name: String { get }
    /// What the action does, in the user's language.
    var summary: String { get }
    /// Runs the action on the control bound to a widget of the type.
    func perform(on binding: ObjectBinding)
}

/// An action of `Owner`'s widget type, declared once. GTK lists it in GtkInspector, a key
/// binding runs it, and assistive technologies offer it (GTK 4.8 and later list a widget's
/// actions, its class's included, as its AT-SPI actions).
///
/// ```swift
/// let gauge = Gauge()     // whose type declares Gauge.fillAction, "gauge.fill"
/// Gauge.fillAction.activate(gauge)     // as a key or an assistive technology would
/// ```
@MainActor
public struct ActionKey<Owner: ObjectBinding>: WidgetAction {
    public let name: String
    private let describe: @MainActor () -> String
    private let run: @MainActor (Owner) -> Void

    /// The action `name` ("prefix.name"), which does what `summary` says. `summary` is read
    /// when shown, so it is in the language of that moment.
    public init(_ name: String, _ summary: @autoclosure @escaping @MainActor () -> String, perform: @escaping @MainActor (Owner) -> Void) {
        precondition(name.contains("."), "\(name): an action's name has a prefix, as in \"knob.increase\"")
        self.name = name
        describe = summary
        run = perform
    }

    public var summary: String { describe() }

    public func perform(on binding: ObjectBinding) {
        guard let owner = binding as? Owner else { return }
        run(owner)
    }

    /// Activates the action on `owner`'s widget, as GTK does; false when GTK did not (the
    /// widget is gone or the action is disabled).
    @discardableResult
    public func activate(_ owner: Owner) -> Bool {
        owner.isAlive && gtk_widget_activate_action_variant(cgtk_widget(owner.object), name, nil) != 0
    }
}

/// Keys of a widget type, as ``WidgetType`` installs them on the class
/// (`gtk_widget_class_add_shortcut`) and a shortcuts window lists them: see ``KeyBinding``.
@MainActor
public protocol WidgetKeyBinding {
    /// What the keys do, in the user's language: one line of a shortcuts window.
    var summary: String { get }
    /// The keys in GTK's syntax ("Page_Up", "<Control>z") as they work in a widget written
    /// left to right, or right to left.
    func accelerators(rightToLeft: Bool) -> [String]
    /// New shortcuts for the class, one per key and direction.
    func makeShortcuts() -> [OpaquePointer]
}

/// Keys of `Owner`'s widget type that run an action or a closure, with what they do,
/// declared once: the type installs them on its class, and a shortcuts window lists them
/// from the same declaration.
///
/// ```swift
/// let keys: [KeyBinding<Gauge>] = [
///     KeyBinding("Up", "Right", action: Gauge.fillAction, mirrors: true),
///     KeyBinding("Empty or fill", ["Home": { $0.fill(to: 0) }, "End": { $0.fill(to: 1) }]),
/// ]
/// ```
///
/// A binding that `mirrors` swaps Left and Right in a widget written right to left, as a
/// mirrored control (a knob, the drums of a picker) is worked. A closure returns whether it
/// used the key: when it did not, the key goes on to the widget's parents.
@MainActor
public struct KeyBinding<Owner: ObjectBinding>: WidgetKeyBinding {
    private let describe: @MainActor () -> String
    private let keys: [(accelerator: String, target: Target)]
    private let mirrors: Bool

    private enum Target {
        case action(String)
        case perform(@MainActor (Owner) -> Bool)
    }

    /// `accelerators` run `action`; the line says what the action does.
    public init(_ accelerators: String..., action: ActionKey<Owner>, mirrors: Bool = false) {
        describe = { action.summary }
        keys = accelerators.map { ($0, .action(action.name)) }
        self.mirrors = mirrors
        keys.forEach { Self.check($0.accelerator) }
    }

    /// Each key runs its closure; the line says `summary`, read when shown.
    public init(_ summary: @autoclosure @escaping @MainActor () -> String, mirrors: Bool = false,
                _ keys: KeyValuePairs<String, @MainActor (Owner) -> Bool>) {
        describe = summary
        self.keys = keys.map { ($0.key, .perform($0.value)) }
        self.mirrors = mirrors
        self.keys.forEach { Self.check($0.accelerator) }
    }

    public var summary: String { describe() }

    public func accelerators(rightToLeft: Bool) -> [String] {
        keys.map { key in
            guard mirrors, rightToLeft else { return key.accelerator }
            let (keyval, modifiers) = Self.parse(key.accelerator)
            let name = gtk_accelerator_name(Self.mirrored(keyval), modifiers)!
            defer { g_free(name) }
            return String(cString: name)
        }
    }

    public func makeShortcuts() -> [OpaquePointer] {
        keys.flatMap { key -> [OpaquePointer] in
            let (keyval, modifiers) = Self.parse(key.accelerator)
            guard mirrors, Self.mirrored(keyval) != keyval else {
                return [gtk_shortcut_new(gtk_keyval_trigger_new(keyval, modifiers), Self.action(key.target, only: nil))]
            }
            // Both directions' keys run the one target, each in its own direction; a key that
            // does nothing in this direction goes on to another binding of it.
            return [gtk_shortcut_new(gtk_keyval_trigger_new(keyval, modifiers), Self.action(key.target, only: GTK_TEXT_DIR_LTR)),
                    gtk_shortcut_new(gtk_keyval_trigger_new(Self.mirrored(keyval), modifiers), Self.action(key.target, only: GTK_TEXT_DIR_RTL))]
        }
    }

    /// The shortcut action that runs `target`, only in a widget written in `direction` when
    /// one is given.
    private static func action(_ target: Target, only direction: GtkTextDirection?) -> OpaquePointer {
        if case .action(let name) = target, direction == nil { return gtk_named_action_new(name) }
        let run: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Bool = { widget in
            if let direction, (gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) != (direction == GTK_TEXT_DIR_RTL) { return false }
            switch target {
            case .action(let name): return gtk_widget_activate_action_variant(widget, name, nil) != 0
            case .perform(let perform): return ObjectBinding.bound(to: widget, as: Owner.self).map(perform) ?? false
            }
        }
        // The action keeps its closure, and lets go of it when it goes.
        return gtk_callback_action_new({ widget, _, data in
            guard let widget, let data else { return 0 }
            let shortcut = Unmanaged<ShortcutClosure>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { shortcut.run(widget) } ? 1 : 0
        }, Unmanaged.passRetained(ShortcutClosure(run)).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<ShortcutClosure>.fromOpaque(data).release()
        }
    }

    private static func check(_ accelerator: String) {
        precondition(parse(accelerator).keyval != 0, "KeyBinding: \"\(accelerator)\" is not an accelerator GTK can parse")
    }

    private static func parse(_ accelerator: String) -> (keyval: guint, modifiers: GdkModifierType) {
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        return (keyval, modifiers)
    }

    /// Left for Right and Right for Left (the keypad's too); any other key itself.
    private static func mirrored(_ keyval: guint) -> guint {
        let pairs: [(Int32, Int32)] = [(GDK_KEY_Left, GDK_KEY_Right), (GDK_KEY_KP_Left, GDK_KEY_KP_Right)]
        for (left, right) in pairs {
            if keyval == guint(left) { return guint(right) }
            if keyval == guint(right) { return guint(left) }
        }
        return keyval
    }
}

/// What a shortcut runs, for its action's C callback, which captures nothing. Not one of the
/// ``LiveObjects``: a class's shortcuts live as long as the process.
private final class ShortcutClosure {
    let run: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Bool

    init(_ run: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Bool) {
        self.run = run
    }
}
