# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import real_input
from demo import HAS_VALUES, DemoTestCase, needs_real_input, reads, wait_for


class PickerPageTest(DemoTestCase):
    arguments = ["--page", "picker"]

    def labels(self):
        return [label.name for label in self.find_all(self.window, "label")]

    def drum(self, label):
        def named(node):
            return node.name == label if HAS_VALUES else node.name.startswith(f"{label}, ")
        return wait_for(lambda: next((n for n in self.find_all(self.window, "spin button") if named(n)), None), message=f"the {label} drum")

    @needs_real_input
    def test_choose_california_then_a_city_by_keyboard(self):
        state = self.drum("State")
        self.tab_to(state)
        real_input.type_text("cal", delay=0.12)
        wait_for(lambda: reads(state, "State", "California", ", "), message="type-ahead to reach California")
        wait_for(lambda: "Los Angeles, California" in self.labels(), message="the city drum to follow the state")
        real_input.key("Right")
        city = self.drum("City")
        real_input.key("Down")
        wait_for(lambda: reads(city, "City", "San Diego", ", "), message="Down to move to San Diego")
        wait_for(lambda: "San Diego, California" in self.labels(), message="'San Diego, California' on the page")
        real_input.key("Up")
        wait_for(lambda: "Los Angeles, California" in self.labels(), message="back to Los Angeles")

    def test_drum_actions_choose_a_state_and_a_city(self):
        state = self.drum("State")
        for name in ("Alaska", "Arizona", "Arkansas", "California"):
            self.press(state, "picker.next-row")
            wait_for(lambda: reads(state, "State", name, ", "), message=f"the next row, {name}")
        wait_for(lambda: "Los Angeles, California" in self.labels(), message="the city drum to follow the state")
        city = self.drum("City")
        self.press(city, "picker.next-row")
        wait_for(lambda: "San Diego, California" in self.labels(), message="'San Diego, California' on the page")
        self.press(city, "picker.previous-row")
        wait_for(lambda: "Los Angeles, California" in self.labels(), message="back to Los Angeles")

    def test_date_picker_keeps_a_valid_day(self):
        month = self.drum("Month")
        self.assertIn("2024-02-29", self.labels())
        self.press(month, "picker.next-row")
        wait_for(lambda: "2024-03-29" in self.labels(), message="March 29")
        self.press(month, "picker.previous-row")
        wait_for(lambda: "2024-02-29" in self.labels(), message="back to February 29")
        self.press(self.drum("Year"), "picker.next-row")
        wait_for(lambda: "2025-02-28" in self.labels(), message="29 February 2025 to become the 28th")
