// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import CLibadwaita
import ControlCore
import DemoData
import GtkControls

/// "Picker": the seed's dependent drums — the 50 US states and the major cities of the
/// selected one, read at run time from Resources/data — a date picker on the same view,
/// and a switch that swaps in a 1,000,000-row drum.
@MainActor
final class PickerPage: ObjectBinding, PickerDataSource, PickerDelegate {
    static let plugin = DemoPlugin(
        id: "picker",
        title: tr("Picker"),
        iconName: "view-list-symbolic",
        category: tr("Input"),
        summary: tr("A drum picker with dependent components, a date picker and a million rows")
    ) { PageParts.page(PickerPage().root) }

    private static let millionRows = 1_000_000

    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    private let picker = PickerView()
    private let choice = PageParts.paragraph("")
    private let error = PageParts.messageLabel(cssClass: "error")
    private let datePicker = DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29))
    private let dateLabel = PageParts.paragraph("")
    private var states: [String] = []
    private var cities: [String: [String]] = [:]
    private var showsMillionRows = false

    private init() {
        super.init(binding: root)
        gtk_box_append(cgtk_box(root), PageParts.heading(tr("State and city")))
        gtk_box_append(cgtk_box(root), PageParts.paragraph(
            tr("Drag or flick a drum, use the wheel, or focus it and use the arrow keys, Page Up/Down, Home/End, or type the first letters. Left and Right move between drums.")))
        gtk_box_append(cgtk_box(root), error)
        loadData()
        picker.dataSource = self
        picker.delegate = self
        picker.reloadAllComponents()
        // As wide as two drums of names need, or the page's width on a phone.
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(OpaquePointer(clamp), 420)
        adw_clamp_set_tightening_threshold(OpaquePointer(clamp), 420)
        adw_clamp_set_child(OpaquePointer(clamp), picker.widget)
        gtk_box_append(cgtk_box(root), clamp)
        gtk_widget_add_css_class(choice, "picker-choice")
        gtk_box_append(cgtk_box(root), choice)
        gtk_box_append(cgtk_box(root), PageParts.switchRow(tr("A 1,000,000-row drum instead of the cities")) { [unowned self] on in
            showsMillionRows = on
            picker.reloadComponent(1)
            showChoice()
        })
        gtk_box_append(cgtk_box(root), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        gtk_box_append(cgtk_box(root), PageParts.heading(tr("Date")))
        gtk_widget_set_halign(datePicker.widget, GTK_ALIGN_START)
        gtk_box_append(cgtk_box(root), datePicker.widget)
        DatePicker.dateChangedSignal.connect(datePicker) { [unowned self] in showDate() }
        gtk_box_append(cgtk_box(root), dateLabel)
        showChoice()
        showDate()
    }

    /// Reads the states and cities; a missing or malformed file is named on the page.
    private func loadData() {
        do {
            states = try DataFiles.records("data/us-states.txt", fieldCount: 1).map { $0[0] }
            for fields in try DataFiles.records("data/us-cities.tsv", fieldCount: 2) {
                cities[fields[0], default: []].append(fields[1])
            }
            if let unknown = cities.keys.sorted().first(where: { !states.contains($0) }) {
                PageParts.show(tr("data/us-cities.tsv lists cities of \"%s\", which is not in data/us-states.txt.", unknown), in: error)
            }
        } catch {
            PageParts.show(tr("Cannot show the states and cities: %s", String(describing: error)), in: self.error)
        }
    }

    private var selectedState: String? {
        picker.selectedRow(inComponent: 0).flatMap { states.indices.contains($0) ? states[$0] : nil }
    }

    private func showChoice() {
        guard let state = selectedState, let row = picker.selectedRow(inComponent: 1) else {
            gtk_label_set_text(cgtk_label(choice), tr("Nothing chosen"))
            return
        }
        // TRANSLATORS: the picked city (or row) and state, as in “Juneau, Alaska”.
        gtk_label_set_text(cgtk_label(choice), tr("%1$s, %2$s", picker(picker, titleForRow: row, forComponent: 1), state))
    }

    private func showDate() {
        let date = datePicker.date
        gtk_label_set_text(cgtk_label(dateLabel), "\(date.year)-\(date.month < 10 ? "0" : "")\(date.month)-\(date.day < 10 ? "0" : "")\(date.day)")
    }

    // MARK: Data source and delegate

    func numberOfComponents(in picker: AnyObject) -> Int { 2 }

    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int {
        if component == 0 { return states.count }
        if showsMillionRows { return Self.millionRows }
        return selectedState.flatMap { cities[$0]?.count } ?? 0
    }

    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String {
        if component == 0 { return states[row] }
        if showsMillionRows { return tr("Row %d", row + 1) }
        return selectedState.flatMap { cities[$0]?[row] } ?? ""
    }

    func picker(_ picker: AnyObject, accessibleLabelForComponent component: Int) -> String {
        // TRANSLATORS: the picker's drums: a US state, and a city in it.
        component == 0 ? tr.context("a US state", "State") : tr("City")
    }

    func picker(_ picker: AnyObject, didSelectRow row: Int, inComponent component: Int) {
        if component == 0, !showsMillionRows {
            self.picker.reloadComponent(1)
            self.picker.selectRow(0, inComponent: 1, animated: false)
        }
        showChoice()
    }
}
