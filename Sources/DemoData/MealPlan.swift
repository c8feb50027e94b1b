// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// One meal of the seed's MealSchedule.
public struct Meal: Equatable, Sendable {
    /// Stable while the plan is in memory, so rows keep their identity as others are
    /// deleted and put back; numbered anew on each load.
    public let id: Int
    public let day: String
    public let name: String
}

/// A change to a plan, by position, as the store hands it to its database (ids would not
/// do there: they are numbered anew on each load).
public enum MealPlanEdit: Equatable, Sendable {
    /// Removes the meal at `index`.
    case remove(at: Int)
    /// Inserts a meal at `index`, clamped to the plan (an undo puts a meal back).
    case insert(day: String, name: String, at: Int)
    /// Replaces the whole plan.
    case replace(MealPlan)
}

/// The demo's meal schedule: meals by day, with the deletes and undos the editable list
/// makes (``MealPlanEdit``). ``MealStore`` keeps it on disk.
public struct MealPlan: Equatable, Sendable {
    public private(set) var meals: [Meal] = []
    private var nextID = 1

    /// A plan of `(day, meal)` pairs, in order.
    public init(_ entries: [(day: String, name: String)]) {
        for entry in entries { append(day: entry.day, name: entry.name) }
    }

    public func meal(id: Int) -> Meal? { meals.first { $0.id == id } }

    public func index(of id: Int) -> Int? { meals.firstIndex { $0.id == id } }

    /// Makes `edit`; returns whether it changed the plan (a removal at an index the plan
    /// does not have changes nothing). An inserted meal gets a new id.
    @discardableResult
    public mutating func apply(_ edit: MealPlanEdit) -> Bool {
        switch edit {
        case .remove(let index):
            guard meals.indices.contains(index) else { return false }
            meals.remove(at: index)
        case .insert(let day, let name, let index):
            meals.insert(Meal(id: nextID, day: day, name: name), at: min(max(0, index), meals.count))
            nextID += 1
        case .replace(let plan):
            self = plan
        }
        return true
    }

    private mutating func append(day: String, name: String) {
        meals.append(Meal(id: nextID, day: day, name: name))
        nextID += 1
    }
}
