// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import GtkControls

/// The window: a Download → Install button for one app, a switch that limits the download
/// speed, and a stepper that sets the limit.
@MainActor
final class DownloadsWindow {
    /// The size of the simulated download, in megabytes.
    private static let size = 20
    /// The speed when no limit is set, in megabytes a second.
    private static let unlimitedSpeed = 40.0

    let window: UnsafeMutablePointer<GtkWidget>
    let installButton = try! ModalButton(modes: [
        ModalButtonMode(title: "Download", busyTitle: "Downloading…"),
        ModalButtonMode(title: "Install", busyTitle: "Installing…"),
        ModalButtonMode(title: "Installed", isActionable: false),
    ])
    let limitSwitch = Switch()
    let limitStepper = Stepper(configuration: try! .init(minimum: 1, maximum: 20), value: 5)
    private let limitLabel = gtk_label_new(nil)!
    private let status = gtk_label_new(nil)!
    private var mapHandler: UInt = 0
    private var paintHandler: UInt = 0

    init(application: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(application)!
        gtk_window_set_title(cgtk_window(window), "Downloads")

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(cgtk_grid(grid), 12)
        gtk_grid_set_column_spacing(cgtk_grid(grid), 18)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(grid, 24)
        }
        attach(to: grid, row: 0, "Builder 45 (\(Self.size) MB)", installButton.widget)
        attach(to: grid, row: 1, "Limit download speed", limitSwitch.widget)
        let limit = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_append(cgtk_box(limit), limitStepper.widget)
        gtk_box_append(cgtk_box(limit), limitLabel)
        attach(to: grid, row: 2, "Speed limit", limit)
        gtk_label_set_xalign(cgtk_label(status), 0)
        gtk_widget_add_css_class(status, "dim-label")
        gtk_grid_attach(cgtk_grid(grid), status, 0, 3, 2, 1)
        gtk_window_set_child(cgtk_window(window), grid)

        limitSwitch.setAccessibleLabel("Limit download speed")
        limitStepper.setAccessibleLabel("Speed limit")
        limitStepper.isEnabled = false
        showLimit()
        gtk_label_set_text(cgtk_label(status), "Ready to download")
        connect()
    }

    func present() {
        gtk_window_present(cgtk_window(window))
    }

    /// Runs `body` once the window has painted its first frame.
    func afterFirstFrame(_ body: @escaping @MainActor () -> Void) {
        mapHandler = Signal.connect(window, .map, after: true) { [unowned self] in
            Signal.disconnect(window, mapHandler)
            let clock = gtk_widget_get_frame_clock(window)!
            paintHandler = Signal.connect(clock, .afterPaint) { [unowned self] in
                Signal.disconnect(clock, paintHandler)
                body()
            }
        }
    }

    private func connect() {
        installButton.work = { [unowned self] mode in
            guard mode == 0 else { return .delay(.seconds(1)) }
            // A simulated download, one megabyte at a time at the speed set now.
            let speed = limitSwitch.isOn ? limitStepper.value : Self.unlimitedSpeed
            let size = Self.size
            return .operation { reportProgress in
                for megabyte in 1...size {
                    try await Task.sleep(for: .seconds(1 / speed))
                    reportProgress(Double(megabyte) / Double(size))
                }
            }
        }
        ModalButton.errorSignal.connect(installButton) { [unowned self] message in
            gtk_label_set_text(cgtk_label(status), "Failed: \(message ?? "")")
        }
        installButton.addAction(for: .valueChanged) { [unowned self] _, _ in
            let text = switch installButton.modeIndex {
            case 1: "Downloaded; ready to install"
            case 2: "Installed"
            default: "Ready to download"
            }
            gtk_label_set_text(cgtk_label(status), text)
        }
        limitSwitch.addAction(for: .valueChanged) { [unowned self] _, _ in limitStepper.isEnabled = limitSwitch.isOn }
        limitStepper.addAction(for: .valueChanged) { [unowned self] _, _ in showLimit() }
    }

    private func showLimit() {
        gtk_label_set_text(cgtk_label(limitLabel), "\(Int(limitStepper.value)) MB/s")
    }

    private func attach(to grid: UnsafeMutablePointer<GtkWidget>, row: Int32, _ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(title)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_widget_set_halign(control, GTK_ALIGN_START)
        gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        gtk_grid_attach(cgtk_grid(grid), label, 0, row, 1, 1)
        gtk_grid_attach(cgtk_grid(grid), control, 1, row, 1, 1)
    }
}
