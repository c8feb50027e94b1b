// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import DemoData
import Testing

@Suite struct MealPlanTests {
    @Test func editsWorkByPositionAndAnInsertedMealGetsANewID() {
        var plan = MealPlan([("Monday", "Pancakes"), ("Monday", "Soup"), ("Tuesday", "Tacos")])
        let removed = plan.apply(.remove(at: 1))
        #expect(removed && plan.meals.map(\.name) == ["Pancakes", "Tacos"])
        let removedPastTheEnd = plan.apply(.remove(at: 2))
        #expect(!removedPastTheEnd, "no meal at 2: nothing changes")
        plan.apply(.insert(day: "Monday", name: "Soup", at: 1))
        #expect(plan.meals.map(\.name) == ["Pancakes", "Soup", "Tacos"] && plan.meals.map(\.id) == [1, 4, 3])
        plan.apply(.insert(day: "Friday", name: "Fish", at: 99))
        #expect(plan.meals.last?.name == "Fish", "an index past the end is clamped")
        plan.apply(.replace(MealPlan([("Sunday", "Roast")])))
        #expect(plan == MealPlan([("Sunday", "Roast")]))
    }
}
