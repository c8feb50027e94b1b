// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum PickerViewGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) {
        let picker = PickerView()
        picker.dataSource = cssNodesSource
        picker.reloadAllComponents()
        return picker.widget
    }

    /// Two drums of four rows, kept while the test reads the picker's nodes.
    @MainActor private static let cssNodesSource = GalleryPickerSource(components: Array(repeating: ["0", "1", "2", "3"], count: 2))
}

extension PickerViewGallery {
    static let scenes: [GalleryScene] = [
        GalleryScene(control: "PickerView", state: "rest", caption: "At rest") { stage in
            let (picker, source) = coffeePicker()
            stage.keep(source)
            return stage.show(picker.widget)
        },
        GalleryScene(control: "PickerView", state: "fling", caption: "Mid-fling") { stage in
            let (picker, source) = coffeePicker()
            stage.keep(source)
            let window = stage.show(picker.widget)
            // A flick upwards, released 150 ms before the frame drawn.
            stage.paintFrame(window) { frameTime in
                let release = frameTime - .milliseconds(150)
                picker.store.send(.dragBegan(component: 0, time: release - .milliseconds(60)))
                picker.store.send(.dragMoved(component: 0, rows: 1.5))
                picker.store.send(.dragEnded(component: 0, velocity: 25, time: release))
                picker.store.send(.tick(time: frameTime))
            }
            return window
        },
    ]

    /// A picker of drinks and sizes.
    @MainActor private static func coffeePicker() -> (PickerView, GalleryPickerSource) {
        let source = GalleryPickerSource(components: [
            ["Americano", "Cappuccino", "Cortado", "Espresso", "Flat white", "Latte", "Macchiato", "Mocha", "Ristretto", "Tea"],
            ["Small", "Medium", "Large"],
        ])
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.reloadAllComponents()
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: false)
        return (picker, source)
    }
}

/// Rows of titles for the gallery's picker.
@MainActor final class GalleryPickerSource: PickerDataSource, PickerDelegate {
    let components: [[String]]

    init(components: [[String]]) { self.components = components }

    func numberOfComponents(in picker: AnyObject) -> Int { components.count }
    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int { components[component].count }
    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String { components[component][row] }
    func picker(_ picker: AnyObject, widthForComponent component: Int) -> Double? { component == 0 ? 130 : 90 }
}
