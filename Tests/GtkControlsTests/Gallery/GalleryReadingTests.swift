// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkControls
import GtkTesting
import XCTest

/// What a user must be able to read and tell apart in the gallery's scenes
/// (``GalleryScene/all``), measured from their pixels as the golden-image test renders them.
extension GoldenImageTests {
    /// The states of each control a user must tell apart: every pair of a group must differ.
    static let statesToTellApart: [String: [String]] = [
        "Knob": ["low", "full", "disabled"],
        "Switch": ["on", "off", "disabled"],
        "Stepper": ["minimum", "middle", "maximum", "disabled"],
        "ModalButton": ["download", "downloading", "install", "installing", "complete"],
        "StatefulButton": ["normal", "highlighted", "selected", "disabled", "custom"],
        "LoadingButton": ["normal", "loading"],
        "FollowButton": ["follow", "followed", "mutual", "loading"],
        "EditableList": ["browsing", "editing", "confirming"],
        "AlertLoader": ["confirm", "loading", "done", "failed"],
    ]
    /// Two renders of the same size look the same to a user when fewer than this share of
    /// their pixels differ by more than ``visibleChannelDifference`` in a channel (renders of
    /// different sizes differ). A one-digit change of a label beside a control moves about
    /// 0.6 % of a small scene's pixels; a button made insensitive, a dimmed arc or a changed
    /// title move 3 % and more. A disabled knob drawn as an enabled one moved 0 %.
    static let distinctFraction = 0.01
    /// Eight levels of 255: a disabled switch in Adwaita dark, faded to half as libadwaita
    /// fades its controls, moves its dark pixels by 8 to 12 levels.
    static let visibleChannelDifference = 8

    func testStatesAUserMustTellApartLookDifferent() throws {
        try requireCairo()
        try onMain {
            xdotool("mousemove 1279 799")
            var failures: [String] = []
            for appearance in Self.appearances {
                try withAppearance(appearance, animations: false) {
                    for (control, states) in Self.statesToTellApart.sorted(by: { $0.key < $1.key }) {
                        let scenes = states.map { state in GalleryScene.all.first { $0.control == control && $0.state == state } }
                        XCTAssertFalse(scenes.contains { $0 == nil }, "\(control): a state of \(states) has no scene")
                        let renders = try scenes.compactMap { $0 }.map { ($0.state, try render($0)) }
                        for (i, (first, a)) in renders.enumerated() {
                            for (second, b) in renders[(i + 1)...] where a.width == b.width && a.height == b.height {
                                let difference = a.difference(to: b, channelTolerance: Self.visibleChannelDifference)
                                if difference.fraction < Self.distinctFraction {
                                    failures.append("\(control) \(first) and \(second), \(appearance.title): only "
                                                    + String(format: "%.2f", difference.fraction * 100) + " % of the pixels differ")
                                }
                            }
                        }
                    }
                }
            }
            XCTAssertTrue(failures.isEmpty, "states a user must tell apart look the same:\n" + failures.joined(separator: "\n"))
        }
    }

    /// A text or a graphic of a scene, and the contrast it must reach.
    private struct ReadablePart {
        let widget: UnsafeMutablePointer<GtkWidget>
        let name: String
        let isText: Bool
        /// WCAG 2.1 1.4.3 for text, 1.4.11 for a control's graphics.
        var minimum: Double { isText ? 4.5 : 3 }
    }

    /// Every text and control graphic in every scene meets WCAG 2.1 (text 4.5:1, 1.4.3; a
    /// control's graphics 3:1, 1.4.11) in Adwaita, Adwaita dark and HighContrast, and
    /// HighContrast is never lower than Adwaita. Each part is measured from the pixels: the
    /// scene is rendered again with the part hidden, which gives what is behind it; text
    /// by its strongest pixel (a glyph's core), a graphic by its commonest colour (its fill).
    /// Inactive parts are exempt, as WCAG exempts them, except what a busy or loading control
    /// shows.
    /// The figures go to test-artifacts/golden/gtk-4.MINOR/contrast.md.
    func testEveryTextAndControlGraphicIsReadable() throws {
        try requireCairo()
        try onMain {
            xdotool("mousemove 1279 799")
            var failures: [String] = []
            var figures: [String: [String: Double]] = [:]
            let themes: [Appearance] = [.adwaita, .adwaitaDark, .highContrast]
            for appearance in themes {
                try withAppearance(appearance, animations: false) {
                    for scene in GalleryScene.all {
                        _ = try render(scene) { window, image in
                            for part in Self.readableParts(of: window) {
                                let key = "\(scene.control) \(scene.state): \(part.name)"
                                guard let ratio = try self.contrast(of: part, in: window, rendered: image) else { continue }
                                figures[key, default: [:]][appearance.title] = ratio
                                if ratio < part.minimum {
                                    failures.append("\(key), \(appearance.title): " + String(format: "%.2f", ratio)
                                                    + ":1, below \(part.minimum):1")
                                }
                            }
                        }
                    }
                }
            }
            for (key, ratios) in figures.sorted(by: { $0.key < $1.key }) {
                if let highContrast = ratios[Appearance.highContrast.title], let adwaita = ratios[Appearance.adwaita.title],
                   highContrast < adwaita - 0.05 {
                    failures.append("\(key): HighContrast " + String(format: "%.2f", highContrast) + ":1 is lower than Adwaita's "
                                    + String(format: "%.2f", adwaita) + ":1")
                }
            }
            var table = "| part | " + themes.map(\.title).joined(separator: " | ") + " |\n| --- |"
                + String(repeating: " --- |", count: themes.count) + "\n"
            for (key, ratios) in figures.sorted(by: { $0.key < $1.key }) {
                table += "| \(key) | " + themes.map { ratios[$0.title].map { String(format: "%.2f", $0) } ?? "" }.joined(separator: " | ") + " |\n"
            }
            g_mkdir_with_parents(Self.artifacts, 0o755)
            XCTAssertNotEqual(g_file_set_contents("\(Self.artifacts)/contrast.md", table, -1, nil), 0, "cannot write contrast.md")
            XCTAssertFalse(figures.isEmpty, "no text or graphic was measured")
            XCTAssertTrue(failures.isEmpty, "\(failures.count) parts are hard to read (figures: \(Self.artifacts)/contrast.md):\n"
                          + failures.joined(separator: "\n"))
        }
    }

    /// The texts and control graphics shown in `window`: labels, icons, spinners and the
    /// editable list's delete controls that are drawn and active (or busy, or loading).
    @MainActor private static func readableParts(of window: UnsafeMutablePointer<GtkWidget>) -> [ReadablePart] {
        var parts: [ReadablePart] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>, busy: Bool) {
            guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_opacity(widget) > 0 else { return }
            let busy = busy || gtk_widget_has_css_class(widget, "busy") != 0 || gtk_widget_has_css_class(widget, "loading") != 0
            let active = gtk_widget_is_sensitive(widget) != 0 || busy
            let type = String(cString: cgtk_type_name(widget.rawObject))
            if active {
                switch type {
                case "GtkLabel":
                    let text = String(cString: gtk_label_get_text(cgtk_label(widget)))
                    if !text.isEmpty { parts.append(ReadablePart(widget: widget, name: "text \"\(text)\"", isText: true)) }
                case "GtkInscription":
                    let text = gtk_inscription_get_text(OpaquePointer(widget)).map { String(cString: $0) } ?? ""
                    if !text.isEmpty { parts.append(ReadablePart(widget: widget, name: "text \"\(text)\"", isText: true)) }
                case "GtkImage":
                    let icon = gtk_image_get_icon_name(OpaquePointer(widget)).map { String(cString: $0) } ?? ""
                    if !icon.isEmpty { parts.append(ReadablePart(widget: widget, name: "icon \(icon)", isText: false)) }
                case "GtkSpinner":
                    parts.append(ReadablePart(widget: widget, name: "spinner", isText: false))
                default:
                    if gtk_widget_has_css_class(widget, "edit-control") != 0 {
                        parts.append(ReadablePart(widget: widget, name: "delete control", isText: false))
                    }
                }
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current, busy: busy)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(window, busy: false)
        return parts
    }

    /// The contrast of `part` against what is behind it: `rendered` beside a render of
    /// `window` with the part hidden; nil when the part draws nothing (GtkSwitch's on and off
    /// icons, which Adwaita does not show).
    @MainActor private func contrast(of part: ReadablePart, in window: UnsafeMutablePointer<GtkWidget>,
                                            rendered: RenderedImage) throws -> Double? {
        gtk_widget_set_opacity(part.widget, 0)
        paintFrame(window, changing: nil)
        let behind = try RenderedImage(window)
        gtk_widget_set_opacity(part.widget, 1)
        paintFrame(window, changing: nil)
        var best = 1.0
        var fills: [UInt32: (count: Int, ratio: Double)] = [:]
        for y in 0..<rendered.height {
            for x in 0..<rendered.width {
                let (shown, hidden) = (rendered.color(x, y), behind.color(x, y))
                guard shown != hidden else { continue }
                let ratio = Contrast.ratio(shown, hidden)
                best = max(best, ratio)
                let key = UInt32(shown.red) << 16 | UInt32(shown.green) << 8 | UInt32(shown.blue)
                fills[key] = ((fills[key]?.count ?? 0) + 1, min(fills[key]?.ratio ?? ratio, ratio))
            }
        }
        if fills.isEmpty { return nil }
        if part.isText { return best }
        return fills.values.max { $0.count < $1.count }?.ratio ?? 1
    }

    private func requireCairo() throws {
        guard g_getenv("GSK_RENDERER").map({ String(cString: $0) }) == "cairo" else {
            throw XCTSkip("the gallery's scenes are measured as the cairo renderer draws them (the GSK_RENDERER=cairo run)")
        }
    }
}
