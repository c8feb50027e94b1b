// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls
import GtkTesting
import XCTest

/// The drawn controls under every theme GTK 4.8 ships and with text at 200 %.
///
/// Each theme is applied through GtkSettings, the controls are presented in a window, and the
/// window is rendered with its own renderer into a texture, so the pixels measured are the
/// pixels a user sees. Each control's meaningful foreground (the knob's arc and pointer, the
/// fills, the spinner, the picker's selected text) must meet WCAG 2.x contrast against what
/// is behind it: 4.5:1 in the high-contrast themes, 3:1 in the others. The figures go to
/// test-artifacts/themes/contrast.md, and each theme's render to
/// test-artifacts/themes/controls-<theme>.png.
final class ThemeTests: GtkTestCase, @unchecked Sendable {
    /// An appearance and the contrast its drawn parts must reach.
    private struct Theme {
        let appearance: Appearance
        let minimum: Double
        var name: String { appearance.name }
    }

    private static let themes = [
        Theme(appearance: .adwaita, minimum: 3),
        Theme(appearance: .adwaitaDark, minimum: 3),
        Theme(appearance: .highContrast, minimum: 4.5),
        Theme(appearance: .highContrastDark, minimum: 4.5),
    ]

    /// gtk-xft-dpi for text at 200 %: 96 dpi × 2, in 1/1024 dots per inch.
    private static let doubleTextDPI: Int32 = 96 * 1024 * 2

    private static let artifacts: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("test-artifacts/themes").path
    }()

    func testDrawnControlsMeetWCAGContrastInEveryTheme() throws {
        try onMain {
            var table: [(part: String, ratios: [Double])] = []
            for (column, theme) in Self.themes.enumerated() {
                let measured = try withAppearance(theme.appearance) { try measureContrast(theme: theme) }
                for (part, ratio) in measured {
                    if column == 0 { table.append((part, [])) }
                    table[table.firstIndex { $0.part == part }!].ratios.append(ratio)
                    XCTAssertGreaterThanOrEqual(ratio, theme.minimum, "\(part) in the \(theme.appearance.title) theme: contrast \(String(format: "%.2f", ratio)):1")
                }
            }
            writeTable(table)
        }
    }

    /// At 200 % text every title of the date picker fits its row, in height and in width
    /// (no ellipsis), and the drum is as tall as its rows.
    func testLargeTextFitsThePickerRows() throws {
        try onMain {
            let theme = Self.themes[0]
            try withAppearance(theme.appearance, dpi: Self.doubleTextDPI) {
                let datePicker = DatePicker(date: CalendarDate(year: 2024, month: 9, day: 30))
                _ = present(datePicker.widget)
                let picker = datePicker.picker
                var drum = gtk_widget_get_first_child(picker.widget)
                for component in 0..<picker.numberOfComponents {
                    let widget = try XCTUnwrap(drum)
                    let rowHeight = picker.rowHeight(component)
                    let room = Double(gtk_widget_get_width(widget)) - 16
                    for row in 0..<datePicker.picker(picker, numberOfRowsInComponent: component) {
                        let title = datePicker.picker(picker, titleForRow: row, forComponent: component)
                        let size = picker.textSize(title)
                        XCTAssertLessThanOrEqual(size.height, rowHeight, "'\(title)' is taller than its row at 200 %")
                        XCTAssertLessThanOrEqual(size.width, room, "'\(title)' is cut to fit its drum at 200 %")
                    }
                    XCTAssertGreaterThanOrEqual(Double(gtk_widget_get_height(widget)), rowHeight * Double(picker.visibleRows),
                                                "drum \(component) is shorter than its rows at 200 %")
                    drum = gtk_widget_get_next_sibling(widget)
                }
            }
        }
    }

    /// Presents every drawn control, renders the window and measures each one's foreground
    /// against its background.
    @MainActor private func measureContrast(theme: Theme) throws -> [(String, Double)] {
        let knob = Knob(value: 0.5)
        let thermometer = Thermometer()
        thermometer.value = 0.5
        gtk_widget_set_halign(thermometer.widget, GTK_ALIGN_CENTER)
        let bar = ProgressView(style: .bar)
        try bar.setProgress(0.5)
        let thin = ProgressView()
        try thin.setProgress(0.5)
        let spinners = [ActivityIndicator.Style.large, .gray].map { style in
            let indicator = ActivityIndicator(style: style)
            indicator.startAnimating()
            return (style, indicator)
        }
        let datePicker = DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29))
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_margin_start(box, 12)
        gtk_widget_set_margin_end(box, 12)
        gtk_widget_set_margin_top(box, 12)
        gtk_widget_set_margin_bottom(box, 12)
        for widget in [knob.widget, thermometer.widget, bar.widget, thin.widget] + spinners.map(\.1.widget) + [datePicker.widget] {
            gtk_box_append(cgtk_box(box), widget)
        }
        let window = present(box)
        let image = try RenderedImage(window)
        image.save(to: "\(Self.artifacts)/controls-\(theme.name).png")
        let page = image.mostFrequent(in: (0, 0, image.width, image.height))

        var results: [(String, Double)] = []
        let (knobX, knobY, knobWidth, knobHeight) = bounds(knob.widget, in: window)
        let radius = min(knobWidth, knobHeight) / 2 - 6
        let (cx, cy) = (knobX + knobWidth / 2, knobY + knobHeight / 2)
        let arc = KnobState.startAngle - 0.25 * KnobState.sweep
        results.append(("Knob arc", image.contrast(near: (cx + cos(arc) * radius, cy - sin(arc) * radius), against: page)))
        let pointer = KnobState.startAngle - 0.5 * KnobState.sweep
        results.append(("Knob pointer", image.contrast(near: (cx + cos(pointer) * (radius - 10) / 2, cy - sin(pointer) * (radius - 10) / 2), against: page)))
        let (tx, ty, tw, th) = bounds(thermometer.widget, in: window)
        results.append(("Thermometer fill", image.contrast(near: (tx + tw / 2, ty + th * 0.75), against: page)))
        for (name, view) in [("ProgressView bar", bar), ("ProgressView default", thin)] {
            let (x, y, width, height) = bounds(view.widget, in: window)
            results.append(("\(name) fill", image.contrast(near: (x + width / 4, y + height / 2), against: page)))
        }
        for (style, indicator) in spinners {
            let (x, y, width, height) = bounds(indicator.widget, in: window)
            results.append(("ActivityIndicator \(style.caption.lowercased())", image.maximumContrast(in: (Int(x), Int(y), Int(width), Int(height)), against: page)))
        }
        let picker = datePicker.picker
        var drum = gtk_widget_get_first_child(picker.widget)
        for component in 0..<picker.numberOfComponents {
            let widget = try XCTUnwrap(drum)
            let (x, y, width, height) = bounds(widget, in: window)
            let rowHeight = picker.rowHeight(component)
            // The selection band, inside its rounded corners: the selected title on the band.
            let band = (Int(x + 8), Int(y + height / 2 - rowHeight / 2 + 2), Int(width - 16), Int(rowHeight - 4))
            let behind = image.mostFrequent(in: band)
            results.append(("Picker text (drum \(component + 1))", image.maximumContrast(in: band, against: behind)))
            drum = gtk_widget_get_next_sibling(widget)
        }
        close(window)
        return results
    }

    /// `widget`'s box in `window`'s coordinates.
    @MainActor private func bounds(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> (Double, Double, Double, Double) {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, window, &rect), 0, "widget not in the window")
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// Writes the contrast figures as a Markdown table (a row per part, a column per theme).
    private func writeTable(_ table: [(part: String, ratios: [Double])]) {
        var text = "| control | " + Self.themes.map { "\($0.appearance.title) (≥ \($0.minimum))" }.joined(separator: " | ") + " |\n"
        text += "| --- |" + String(repeating: " --- |", count: Self.themes.count) + "\n"
        for (part, ratios) in table {
            text += "| \(part) | " + ratios.map { String(format: "%.1f", $0) }.joined(separator: " | ") + " |\n"
        }
        print(text)
        g_mkdir_with_parents(Self.artifacts, 0o755)
        XCTAssertNotEqual(g_file_set_contents("\(Self.artifacts)/contrast.md", text, -1, nil), 0, "cannot write contrast.md")
    }
}

/// WCAG 2.x contrast: relative luminance of sRGB colours, and their ratio.
enum Contrast {
    static func luminance(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// (lighter + 0.05) / (darker + 0.05), from 1 to 21.
    static func ratio(_ a: (red: UInt8, green: UInt8, blue: UInt8), _ b: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
