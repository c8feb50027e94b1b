// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A control's own behaviour (a stepper's value, a modal button's modes) as the content of its
/// ``Controlled`` machine: a state machine that also says which of its events a disabled
/// control still takes.
public protocol ControlContent: StateMachine, Equatable {
    /// Whether the content lets the control take input now; the control is enabled only when
    /// the application enabled it too. True by default; false for a modal button while its
    /// work runs.
    var allowsInput: Bool { get }
    /// The application bits (16–23) the content adds to the control's state; none by default.
    var applicationState: ControlState { get }
    /// The control's selected flag when the content owns it (a follow button's "followed"),
    /// which the control then shows and an application's ``ControlModel/Event/setSelected(_:)``
    /// does not change; nil by default, when selected is the application's to set.
    var selection: Bool? { get }
    /// Whether `event` reaches the content while the control is disabled: an event from code
    /// or from work the control started, or the end of an interaction (a drag's end, the
    /// release that ends a hold), so that a control disabled midway finishes it cleanly.
    /// User input does not pass.
    static func passesWhileDisabled(_ event: Event) -> Bool
    /// What the content does with `event` when a disabled control refuses it, leaving the
    /// content as it was: nothing by default; a switch flipped while disabled shows its value
    /// again.
    func refusing(_ event: Event) -> [Effect]
}

extension ControlContent {
    public var allowsInput: Bool { true }
    public var applicationState: ControlState { [] }
    public var selection: Bool? { nil }
    public func refusing(_ event: Event) -> [Effect] { [] }
}

/// The content of a control whose behaviour is all ``ControlModel``'s (a button).
public struct NoContent: ControlContent, Sendable {
    public init() {}

    public mutating func handle(_ event: Never) -> [Never] {}

    public static func passesWhileDisabled(_ event: Never) -> Bool {}
}

/// A control's one state machine: what every control shares (``ControlModel``: enabled,
/// selected, highlighted…) composed with the control's own ``ControlContent``, behind one
/// gate.
///
/// ```swift
/// var stepper = Controlled(StepperState(configuration: .standard))
/// _ = stepper.handle(.control(.setEnabled(false)))
/// _ = stepper.handle(.content(.step(.up)))    // refused: the value stays 0
/// _ = stepper.handle(.content(.setValue(5)))  // from code: the value is 5
/// ```
///
/// While the control is disabled, the gate drops every content event but those the content
/// lets pass (``ControlContent/passesWhileDisabled(_:)``), so a widget never asks whether it
/// is enabled. The control is enabled when the application enabled it and the content allows
/// input; the application's choice is kept meanwhile, and holds again when the content allows
/// input (a loading button is enabled again when loading ends, unless the application
/// disabled it meanwhile).
///
/// Invariants, checked after every event by the property tests:
/// - while the control is disabled, only events that pass change the content;
/// - the control is enabled exactly when the application enabled it and the content allows
///   input;
/// - the control's application bits are the application's and the content's;
/// - the control is selected as the content says, when the content owns selected;
/// - every change of the control's state is reported once, as ``ControlModel/Effect/stateChanged(_:)``.
public struct Controlled<Content: ControlContent>: StateMachine, Equatable {
    public enum Event {
        case control(ControlModel.Event)
        case content(Content.Event)
    }

    public enum Effect {
        case control(ControlModel.Effect)
        case content(Content.Effect)
    }

    /// The shared part, whose ``ControlModel/isEnabled`` is whether the control takes input.
    public private(set) var control = ControlModel()
    /// The control's own behaviour.
    public private(set) var content: Content
    /// Whether the application enabled the control (its `isEnabled` setter).
    public private(set) var isEnabledByApplication = true
    /// The application bits the application gave, without the content's.
    public private(set) var requestedApplicationState: ControlState = []

    /// A control with `content`, enabled by the application.
    public init(_ content: Content) {
        self.content = content
        _ = composeControl()
    }

    /// Whether the control takes input.
    public var isEnabled: Bool { control.isEnabled }

    /// Whether the gate lets `event` through to the content now.
    public func accepts(_ event: Content.Event) -> Bool {
        isEnabled || Content.passesWhileDisabled(event)
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .control(.setEnabled(let enabled)):
            isEnabledByApplication = enabled
            return composeControl()
        case .control(.setApplicationState(let bits)):
            requestedApplicationState = bits
            return composeControl()
        case .control(.setSelected) where content.selection != nil:
            return []
        case .control(let event):
            return control.handle(event).map(Effect.control)
        case .content(let event):
            guard accepts(event) else { return content.refusing(event).map(Effect.content) }
            return content.handle(event).map(Effect.content) + composeControl()
        }
    }

    /// Changes content that is set directly rather than through an event (a configuration),
    /// keeping the control part in step with it.
    public mutating func updateContent<Failure: Error>(_ change: (inout Content) throws(Failure) -> Void) throws(Failure) {
        try change(&content)
        _ = composeControl()
    }

    /// Gives the control part what the application and the content ask for together; reports
    /// one change of state at most (no such event sends actions).
    private mutating func composeControl() -> [Effect] {
        let before = control.state
        _ = control.handle(.setEnabled(isEnabledByApplication && content.allowsInput))
        _ = control.handle(.setApplicationState(requestedApplicationState.union(content.applicationState)))
        if let selected = content.selection { _ = control.handle(.setSelected(selected)) }
        return control.state == before ? [] : [.control(.stateChanged(control.state))]
    }
}

extension Controlled: Sendable where Content: Sendable {}
extension Controlled.Event: Equatable where Content.Event: Equatable {}
extension Controlled.Event: Sendable where Content.Event: Sendable {}
extension Controlled.Effect: Equatable where Content.Effect: Equatable {}
extension Controlled.Effect: Sendable where Content.Effect: Sendable {}
