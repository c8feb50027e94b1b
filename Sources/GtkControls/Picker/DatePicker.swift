// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// A month / day / year picker built on ``PickerView``: the day drum reloads for the
/// month's length and leap years, keeping a valid day.
///
/// ```swift
/// let picker = DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29))
/// DatePicker.dateChangedSignal.connect(picker) { remind(on: picker.date) }
/// ```
///
/// CSS node: `datepicker` holding the picker, with the class `.date-picker`.
///
/// It is the GTK widget type `CtlDatePicker`, with the properties `year`, `month` and
/// `day` (a set that would make an invalid date keeps the day inside the month) and the
/// signal `date-changed` for a user's change.
///
/// Accessibility: drums named "Month", "Day" and "Year" (in the user's language) with the
/// selected value. The months are named as the user's locale names them (LC_TIME).
@MainActor
public final class DatePicker: ObjectBinding, PickerDataSource, PickerDelegate {
    /// `year`: the year.
    public static let yearProperty = PropertyKey<DatePicker, Int32>(
        "year", "The year", range: 1...9999, defaultValue: 2000,
        get: { picker in Int32(picker.date.year) }, set: { picker, year in picker.change { $0.setYear(Int(year)) } })

    /// `month`: the month, 1 to 12.
    public static let monthProperty = PropertyKey<DatePicker, Int32>(
        "month", "The month, 1 to 12", range: 1...12, defaultValue: 1,
        get: { picker in Int32(picker.date.month) }, set: { picker, month in picker.change { $0.setMonth(Int(month)) } })

    /// `day`: the day of the month.
    public static let dayProperty = PropertyKey<DatePicker, Int32>(
        "day", "The day of the month", range: 1...31, defaultValue: 1,
        get: { picker in Int32(picker.date.day) }, set: { picker, day in picker.change { $0.setDay(Int(day)) } })

    /// `date-changed`: the user chose another date.
    public static let dateChangedSignal = SignalKey<DatePicker>("date-changed", "The user chose another date")

    /// The GTK widget type `CtlDatePicker`.
    public static let type = WidgetType(
        name: "CtlDatePicker",
        summary: "Month, day and year drums.",
        // The day last, once its month and year are in place (29 February needs both).
        constructor: .arguments([WidgetConstructor.Argument(yearProperty, "the year"), WidgetConstructor.Argument(monthProperty, "the month, 1 to 12"),
                                 WidgetConstructor.Argument(dayProperty, "the day of the month (kept inside the month)")]),
        cssName: "datepicker", role: GTK_ACCESSIBLE_ROLE_GROUP, layout: gtk_bin_layout_get_type(),
        properties: [yearProperty, monthProperty, dayProperty],
        signals: [dateChangedSignal]
    ) { DatePicker(date: CalendarDate(year: 2000, month: 1, day: 1)) }

    /// The months as the user's locale names them on their own (LC_TIME, as GtkCalendar
    /// shows them): "January", "Januar", "يناير"…
    private static let monthNames = (1...12).map { month in
        let date = g_date_time_new_utc(2000, Int32(month), 1, 0, 0, 0)!
        defer { g_date_time_unref(date) }
        guard let name = g_date_time_format(date, "%OB") else { return String(month) }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// The drums.
    public let picker = PickerView()
    public private(set) var date: CalendarDate
    public let years: ClosedRange<Int>

    public init(date: CalendarDate, years: ClosedRange<Int> = 1900...2100) {
        self.years = years
        self.date = CalendarDate(year: min(years.upperBound, max(years.lowerBound, date.year)), month: date.month, day: date.day)
        let instance = Self.type.instantiate()
        super.init(binding: instance)
        gtk_widget_set_parent(picker.widget, instance)
        gtk_widget_add_css_class(picker.widget, "date-picker")
        picker.dataSource = self
        picker.delegate = self
        picker.reloadAllComponents()
        show(animated: false)
    }

    public var widget: UnsafeMutablePointer<GtkWidget> { cgtk_widget(object) }

    /// Shows `date` (its year clamped to ``years``).
    public func setDate(_ date: CalendarDate, animated: Bool) {
        guard isUsable() else { return }
        let old = self.date
        self.date = CalendarDate(year: min(years.upperBound, max(years.lowerBound, date.year)), month: date.month, day: date.day)
        picker.reloadComponent(1)
        show(animated: animated)
        notifyChanges(from: old)
    }

    /// Changes one field from a GObject property.
    private func change(_ edit: (inout CalendarDate) -> Void) {
        var changed = date
        edit(&changed)
        setDate(changed, animated: false)
    }

    private func notifyChanges(from old: CalendarDate) {
        if old.year != date.year { Self.yearProperty.notify(self) }
        if old.month != date.month { Self.monthProperty.notify(self) }
        if old.day != date.day { Self.dayProperty.notify(self) }
    }

    private func show(animated: Bool) {
        picker.selectRow(date.month - 1, inComponent: 0, animated: animated)
        picker.selectRow(date.day - 1, inComponent: 1, animated: animated)
        picker.selectRow(date.year - years.lowerBound, inComponent: 2, animated: animated)
    }

    public func numberOfComponents(in picker: AnyObject) -> Int { 3 }

    public func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int {
        switch component {
        case 0: return 12
        case 1: return date.daysInMonth
        default: return years.count
        }
    }

    public func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String {
        switch component {
        case 0: return Self.monthNames[row]
        case 1: return String(row + 1)
        default: return String(years.lowerBound + row)
        }
    }

    public func picker(_ picker: AnyObject, accessibleLabelForComponent component: Int) -> String {
        // TRANSLATORS: the date picker's drums.
        [tr("Month"), tr("Day"), tr("Year")][component]
    }

    /// A drum's width: 140, 60 or 80 px, or wider when its widest title needs more in the
    /// picker's font (large text), with room for the 8 px the drum keeps either side.
    public func picker(_ picker: AnyObject, widthForComponent component: Int) -> Double? {
        let titles = (0..<self.picker(picker, numberOfRowsInComponent: component)).lazy
            .map { self.picker(picker, titleForRow: $0, forComponent: component) }
        let samples = component == 2 ? [titles.first, titles.last].compactMap { $0 } : Array(titles)
        let widest = samples.map { self.picker.textSize($0).width }.max() ?? 0
        return max([140, 60, 80][component], widest + 24)
    }

    public func picker(_ picker: AnyObject, didSelectRow row: Int, inComponent component: Int) {
        let old = date
        switch component {
        case 0: date.setMonth(row + 1)
        case 1: date.setDay(row + 1)
        default: date.setYear(years.lowerBound + row)
        }
        if component != 1 {
            // The month's length may have changed; reloading keeps the day inside it.
            self.picker.reloadComponent(1)
            self.picker.selectRow(date.day - 1, inComponent: 1, animated: false)
        }
        notifyChanges(from: old)
        Self.dateChangedSignal.emit(self)
    }
}
