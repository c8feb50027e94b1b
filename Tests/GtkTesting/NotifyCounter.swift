// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls

/// Counts how often one property of a widget notifies.
@MainActor
public final class NotifyCounter {
    /// The notifications heard so far.
    public private(set) var count = 0

    public init(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: String) {
        Signal.connect(widget, "notify::\(property)") { [unowned self] _ in count += 1 }
    }
}
