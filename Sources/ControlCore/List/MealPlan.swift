/// One meal of the seed's MealSchedule.
public struct Meal: Equatable, Sendable {
    /// Stable within a plan, so rows keep their identity across deletes and undos.
    public let id: Int
    public let day: String
    public let name: String
}

/// Why a saved plan could not be read.
public enum MealPlanError: Error, Equatable, Sendable, CustomStringConvertible {
    case notJSON(JSON.ParseError)
    case unexpectedShape(String)

    public var description: String {
        switch self {
        case .notJSON(let error): return error.description
        case .unexpectedShape(let reason): return "not a meal plan: \(reason)"
        }
    }
}

/// The demo's meal schedule: meals by day, with the deletes and undos the editable list
/// makes, and a JSON form for saving.
public struct MealPlan: Equatable, Sendable {
    public private(set) var meals: [Meal] = []
    private var nextID = 1

    /// A plan of `(day, meal)` pairs, in order.
    public init(_ entries: [(day: String, name: String)]) {
        for entry in entries { append(day: entry.day, name: entry.name) }
    }

    public func meal(id: Int) -> Meal? { meals.first { $0.id == id } }

    public func index(of id: Int) -> Int? { meals.firstIndex { $0.id == id } }

    /// Removes the meal `id`; returns it and where it was, for an undo.
    @discardableResult
    public mutating func remove(id: Int) -> (meal: Meal, index: Int)? {
        guard let index = index(of: id) else { return nil }
        return (meals.remove(at: index), index)
    }

    /// Puts `meal` back at `index` (clamped), as an undo does; ignored if it is there.
    public mutating func restore(_ meal: Meal, at index: Int) {
        guard self.index(of: meal.id) == nil else { return }
        meals.insert(meal, at: min(max(0, index), meals.count))
        nextID = max(nextID, meal.id + 1)
    }

    private mutating func append(day: String, name: String) {
        meals.append(Meal(id: nextID, day: day, name: name))
        nextID += 1
    }

    /// The plan as JSON: `{"version": 1, "meals": [{"day": …, "meal": …}, …]}`.
    public var json: String {
        JSON.object([
            ("version", .number(1)),
            ("meals", .array(meals.map { .object([("day", .string($0.day)), ("meal", .string($0.name))]) })),
        ]).text + "\n"
    }

    /// Reads a plan written by ``json``, saying what is wrong with anything else.
    public static func decode(_ text: String) throws(MealPlanError) -> MealPlan {
        let document: JSON
        do {
            document = try JSON.parse(text)
        } catch {
            throw .notJSON(error)
        }
        guard case .number(1)? = document["version"] else { throw .unexpectedShape("missing or unknown \"version\"") }
        guard let meals = document["meals"]?.arrayValue else { throw .unexpectedShape("no \"meals\" array") }
        var entries: [(day: String, name: String)] = []
        for (position, meal) in meals.enumerated() {
            guard let day = meal["day"]?.stringValue, let name = meal["meal"]?.stringValue else {
                throw .unexpectedShape("meal \(position + 1) needs \"day\" and \"meal\" strings")
            }
            entries.append((day, name))
        }
        return MealPlan(entries)
    }
}
