import CGtk
import ControlCore

/// A month / day / year picker built on ``PickerView``: the day drum reloads for the
/// month's length and leap years, keeping a valid day.
///
/// ```swift
/// let picker = DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29))
/// picker.onChange = { date in print(date) }
/// ```
///
/// CSS node: the picker's, with the class `.date-picker`.
///
/// Accessibility: drums named "Month", "Day" and "Year" with the selected value.
@MainActor
public final class DatePicker: PickerDataSource, PickerDelegate {
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]

    /// The drums.
    public let picker = PickerView()
    public private(set) var date: CalendarDate
    public let years: ClosedRange<Int>
    /// Called when the user changes the date.
    public var onChange: ((CalendarDate) -> Void)?

    public init(date: CalendarDate, years: ClosedRange<Int> = 1900...2100) {
        self.years = years
        self.date = CalendarDate(year: min(years.upperBound, max(years.lowerBound, date.year)), month: date.month, day: date.day)
        gtk_widget_add_css_class(picker.widget, "date-picker")
        picker.dataSource = self
        picker.delegate = self
        picker.reloadAllComponents()
        show(animated: false)
        // The picker holds its data source weakly; its widget keeps this object alive.
        g_object_set_data_full(cgtk_object(picker.widget.rawObject), "gtkcontrols-date-picker",
                               Unmanaged.passRetained(self).toOpaque()) { pointer in
            guard let pointer else { return }
            Unmanaged<DatePicker>.fromOpaque(pointer).release()
        }
    }

    public var widget: UnsafeMutablePointer<GtkWidget> { picker.widget }

    /// Shows `date` (its year clamped to ``years``).
    public func setDate(_ date: CalendarDate, animated: Bool) {
        self.date = CalendarDate(year: min(years.upperBound, max(years.lowerBound, date.year)), month: date.month, day: date.day)
        picker.reloadComponent(1)
        show(animated: animated)
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
        ["Month", "Day", "Year"][component]
    }

    public func picker(_ picker: AnyObject, widthForComponent component: Int) -> Double? {
        [140, 60, 80][component]
    }

    public func picker(_ picker: AnyObject, didSelectRow row: Int, inComponent component: Int) {
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
        onChange?(date)
    }
}
