import time

from demo import DemoTestCase, wait_for, xdotool


class PickerPageTest(DemoTestCase):
    arguments = ["--page", "picker"]

    def labels(self):
        return [label.name for label in self.find_all(self.window, "label")]

    def test_choose_california_then_a_city_by_keyboard(self):
        state = wait_for(lambda: next((n for n in self.find_all(self.window, "spin button") if n.name.startswith("State, ")), None),
                         message="the State drum")
        self.tab_to(state)
        xdotool("type", "--delay", "120", "cal")
        wait_for(lambda: state.name == "State, California", message="type-ahead to reach California")
        wait_for(lambda: "Los Angeles, California" in self.labels(), message="the city drum to follow the state")
        xdotool("key", "Right")
        city = wait_for(lambda: next((n for n in self.find_all(self.window, "spin button") if n.name.startswith("City, ")), None),
                        message="the City drum")
        xdotool("key", "Down")
        wait_for(lambda: city.name == "City, San Diego", message="Down to move to San Diego")
        wait_for(lambda: "San Diego, California" in self.labels(), message="'San Diego, California' on the page")
        xdotool("key", "Up")
        wait_for(lambda: "Los Angeles, California" in self.labels(), message="back to Los Angeles")

    def test_date_picker_keeps_a_valid_day(self):
        month = wait_for(lambda: next((n for n in self.find_all(self.window, "spin button") if n.name.startswith("Month, ")), None),
                         message="the Month drum")
        self.assertIn("2024-02-29", self.labels())
        self.tab_to(month)
        xdotool("key", "Down")
        wait_for(lambda: "2024-03-29" in self.labels(), message="March 29")
        xdotool("key", "Up")
        xdotool("key", "Right", "Right")
        time.sleep(0.2)
        xdotool("key", "Down")
        wait_for(lambda: "2025-02-28" in self.labels(), message="29 February 2025 to become the 28th")
