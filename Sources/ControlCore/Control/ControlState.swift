// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// The state of a control as a bitmask, with the same bits as UIKit's `UIControl.State`.
///
/// `normal` is the empty set. Bits 0–3 are the standard flags; bits 16–23 are free for
/// the application (see ``application(_:)``); bits 24–31 are reserved for this library.
///
/// ```swift
/// let followed = ControlState.selected
/// let mutual = try ControlState.application(0).union(.selected)
/// let loading = try ControlState.application(1).union(.disabled)
/// ```
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    @inlinable
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// No flag set.
    @inlinable public static var normal: ControlState { [] }
    /// The pointer is down inside the control (or the key that activates it is held).
    @inlinable public static var highlighted: ControlState { ControlState(rawValue: 1 << 0) }
    /// The control ignores input and is drawn insensitive.
    @inlinable public static var disabled: ControlState { ControlState(rawValue: 1 << 1) }
    /// An on/off flag the application uses as it likes (checked, followed, …).
    @inlinable public static var selected: ControlState { ControlState(rawValue: 1 << 2) }
    /// The control has keyboard focus.
    @inlinable public static var focused: ControlState { ControlState(rawValue: 1 << 3) }
    /// The eight bits (16–23) the application may define.
    @inlinable public static var applicationMask: ControlState { ControlState(rawValue: 0x00FF_0000) }
    /// The eight bits (24–31) reserved for the library; never set by an application.
    @inlinable public static var reservedMask: ControlState { ControlState(rawValue: 0xFF00_0000) }

    /// The application-defined state with index `index` in 0…7, which is bit `16 + index`.
    ///
    /// Throws ``ControlStateError/applicationIndexOutOfRange(_:)`` for any other index.
    public static func application(_ index: Int) throws(ControlStateError) -> ControlState {
        guard (0...7).contains(index) else { throw .applicationIndexOutOfRange(index) }
        return ControlState(rawValue: 1 << UInt32(16 + index))
    }

    /// A state from raw bits, refusing the reserved bits 24–31.
    public init(validating rawValue: UInt32) throws(ControlStateError) {
        let reserved = rawValue & ControlState.reservedMask.rawValue
        guard reserved == 0 else { throw .reservedBits(reserved) }
        self.init(rawValue: rawValue)
    }

    /// The number of flags set; a state with more flags is more specific.
    @inlinable
    public var specificity: Int { rawValue.nonzeroBitCount }
}

/// Why a ``ControlState`` could not be made.
public enum ControlStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An application state index outside 0…7.
    case applicationIndexOutOfRange(Int)
    /// Bits 24–31, which are reserved for the library.
    case reservedBits(UInt32)
    /// Bits outside 16–23 where only application bits are allowed.
    case notApplicationBits(UInt32)

    public var description: String {
        switch self {
        case .applicationIndexOutOfRange(let index):
            return "application state index \(index) is outside 0…7 (ControlState bits 16–23)"
        case .reservedBits(let bits):
            let hex = String(bits, radix: 16, uppercase: true)
            return "ControlState bits 0x\(hex) are reserved (bits 24–31) and cannot be used by an application"
        case .notApplicationBits(let bits):
            let hex = String(bits, radix: 16, uppercase: true)
            return "ControlState bits 0x\(hex) are not application bits (only bits 16–23 may be set here)"
        }
    }
}

extension ControlState: CustomStringConvertible {
    /// The flags joined by "+", e.g. "highlighted+selected", "normal", "application(1)+disabled".
    public var description: String {
        if isEmpty { return "normal" }
        var names: [String] = []
        let named: [(ControlState, String)] = [
            (.highlighted, "highlighted"), (.disabled, "disabled"),
            (.selected, "selected"), (.focused, "focused"),
        ]
        for (flag, name) in named where contains(flag) { names.append(name) }
        for index in 0..<8 where rawValue & (1 << UInt32(16 + index)) != 0 {
            names.append("application(\(index))")
        }
        let unnamed = rawValue & ~(0xF | ControlState.applicationMask.rawValue)
        if unnamed != 0 { names.append("0x" + String(unnamed, radix: 16, uppercase: true)) }
        return names.joined(separator: "+")
    }
}
