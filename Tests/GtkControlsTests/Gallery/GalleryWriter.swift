// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import GtkTesting
import XCTest

/// Writes the gallery: each render to `docs/gallery/CONTROL/STATE.APPEARANCE.png`, an index
/// with a table per control (`docs/gallery/README.md`), and for each control's DocC page its
/// states side by side in Adwaita and Adwaita dark (`CONTROL.png` and `CONTROL~dark.png`,
/// which DocC shows by the reader's appearance).
@MainActor struct GalleryWriter {
    static let folder = GtkTestCase.checkoutPath("docs/gallery")
    static let doccFolder = GtkTestCase.checkoutPath("Sources/GtkControls/GtkControls.docc/Resources/Gallery")

    let scenes: [GalleryScene]
    let appearances: [Appearance]
    /// The GTK that drew the pictures ("gtk-4.8").
    let system: String
    private var renders: [String: RenderedImage] = [:]

    init(scenes: [GalleryScene], appearances: [Appearance], system: String) {
        (self.scenes, self.appearances, self.system) = (scenes, appearances, system)
    }

    mutating func add(_ image: RenderedImage, scene: GalleryScene, appearance: Appearance) {
        image.save(to: "\(Self.folder)/\(scene.path(appearance))")
        renders[scene.path(appearance)] = image
    }

    /// Writes the index and the DocC pictures of everything added.
    func write() {
        var controls: [String] = []
        for scene in scenes where !controls.contains(scene.control) { controls.append(scene.control) }
        for control in controls {
            let states = scenes.filter { $0.control == control }
            for (appearance, suffix) in [(Appearance.adwaita, ""), (.adwaitaDark, "~dark")] {
                let images = states.compactMap { renders[$0.path(appearance)] }
                guard let first = images.first else { continue }
                let background = first.mostFrequent(in: (0, 0, first.width, first.height))
                RenderedImage.row(images, gap: 8, background: background).save(to: "\(Self.doccFolder)/\(control)\(suffix).png")
            }
        }
        XCTAssertNotEqual(g_file_set_contents("\(Self.folder)/README.md", index(controls), -1, nil), 0, "cannot write the gallery's index")
    }

    /// The index page: a table per control, a row per state and a column per appearance.
    private func index(_ controls: [String]) -> String {
        let version = system.replacing("gtk-", with: "GTK ")
        var text = """
            # Gallery

            Every control of GtkControls in the states that matter, in Adwaita, Adwaita dark and
            HighContrast, and right to left (in Adwaita), as \(version) draws them with the cairo
            renderer. `make gallery` renders them again (`scripts/gallery.sh`; do not edit this folder
            by hand) from the scenes in
            [`Scenes/`](../../Tests/GtkControlsTests/Gallery/Scenes/), a file per control. The same
            renders are the golden-image test's references ([Testing](../testing.md#golden-images)).

            \(controls.map { "[\($0)](#\($0.lowercased()))" }.joined(separator: " · "))

            """
        if g_file_test("\(Self.folder)/libadwaita/light.png", G_FILE_TEST_EXISTS) != 0 {
            text += """

                ## In a libadwaita app

                The controls in an `Adw.ApplicationWindow` on Debian 13 (GTK 4.18, libadwaita 1.7),
                light and dark, with the purple system accent: they follow libadwaita's style manager.
                `scripts/debian13.sh scripts/gallery.sh --libadwaita` makes these two pictures.

                | light | dark |
                | --- | --- |
                | ![The controls in a light libadwaita window with the purple accent](libadwaita/light.png) | ![The controls in a dark libadwaita window with the purple accent](libadwaita/dark.png) |

                """
        }
        text += narrowSection()
        for control in controls {
            text += "\n## \(control)\n\n| state | " + appearances.map(\.title).joined(separator: " | ") + " |\n"
            text += "| --- |" + String(repeating: " --- |", count: appearances.count) + "\n"
            for scene in scenes where scene.control == control {
                let cells = appearances.map { "![\(scene.caption), \($0.title)](\(scene.path($0)))" }
                text += "| \(scene.caption) | " + cells.joined(separator: " | ") + " |\n"
            }
        }
        return text
    }

    /// The demo's pages at a phone's width, five a row, from `narrow/pages.txt` (a page's id
    /// and title a line, tab-separated) and `narrow/ID.png`; none if they were never made.
    private func narrowSection() -> String {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents("\(Self.folder)/narrow/pages.txt", &contents, nil, nil) != 0, let contents else { return "" }
        defer { g_free(contents) }
        let pages = String(cString: contents).split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
            .filter { $0.count == 2 }
        let columns = 5
        var text = """

            ## The demo at a phone's width

            ControlsDemo's pages in a window 360 px wide, as the UI test `test_narrow` shows them
            (GTK 4.8, libadwaita 1.2). `scripts/gallery.sh --narrow` makes these pictures.

            |\(String(repeating: " |", count: columns))
            |\(String(repeating: " --- |", count: columns))

            """
        for start in stride(from: 0, to: pages.count, by: columns) {
            let row = pages[start..<min(start + columns, pages.count)]
            let cells = row.map { "**\($0[1])**<br>![\($0[1]) at 360 px](narrow/\($0[0]).png)" }
            text += "| " + (cells + Array(repeating: "", count: columns - row.count)).joined(separator: " | ") + " |\n"
        }
        return text
    }
}
