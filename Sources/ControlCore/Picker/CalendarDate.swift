// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A day of the Gregorian calendar for the date picker: the day is always valid for its
/// month and year (31 January moved to February becomes the 28th or, in a leap year, 29th).
public struct CalendarDate: Equatable, Sendable {
    public private(set) var year: Int
    /// 1…12.
    public private(set) var month: Int
    /// 1…days in the month.
    public private(set) var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = min(12, max(1, month))
        self.day = 1
        self.day = min(Self.daysIn(month: self.month, year: year), max(1, day))
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public var daysInMonth: Int { Self.daysIn(month: month, year: year) }

    public mutating func setYear(_ year: Int) { self = CalendarDate(year: year, month: month, day: day) }
    public mutating func setMonth(_ month: Int) { self = CalendarDate(year: year, month: month, day: day) }
    public mutating func setDay(_ day: Int) { self = CalendarDate(year: year, month: month, day: day) }
}
