// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// Supplies a picker's components and rows, like UIPickerViewDataSource.
@MainActor
public protocol PickerDataSource: AnyObject {
    func numberOfComponents(in picker: AnyObject) -> Int
    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int
    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String
}

/// Hears about a picker's selection and sizes its components, like UIPickerViewDelegate.
/// Every method has a default (GtkControls gives the accessible label's, in the user's
/// language).
@MainActor
public protocol PickerDelegate: AnyObject {
    /// The height of every row of `component`, in pixels (default 32).
    func picker(_ picker: AnyObject, rowHeightForComponent component: Int) -> Double
    /// The width of `component`, in pixels; nil shares the width evenly (default).
    func picker(_ picker: AnyObject, widthForComponent component: Int) -> Double?
    /// What assistive technologies call `component` (default "Column N", from GtkControls).
    func picker(_ picker: AnyObject, accessibleLabelForComponent component: Int) -> String
    /// The user settled on `row` of `component`.
    func picker(_ picker: AnyObject, didSelectRow row: Int, inComponent component: Int)
}

public extension PickerDelegate {
    func picker(_ picker: AnyObject, rowHeightForComponent component: Int) -> Double { 32 }
    func picker(_ picker: AnyObject, widthForComponent component: Int) -> Double? { nil }
    func picker(_ picker: AnyObject, didSelectRow row: Int, inComponent component: Int) {}
}
