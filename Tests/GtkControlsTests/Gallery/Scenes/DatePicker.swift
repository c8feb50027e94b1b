// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

enum DatePickerGallery: ControlGalleryDeclaration {
    static let gallery = ControlGallery(scenes: scenes) { DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29)).widget }
}

extension DatePickerGallery {
    static let scenes: [GalleryScene] = [
        GalleryScene(control: "DatePicker", state: "leap-day", caption: "29 February 2024") { stage in
            stage.show(DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29)).widget)
        },
    ]
}
