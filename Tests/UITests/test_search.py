from demo import DemoTestCase, wait_for, xdotool


class SearchPageTest(DemoTestCase):
    arguments = ["--page", "search"]

    def result_titles(self):
        results = self.find(self.window, "list", "Search results")
        return [label.name for label in self.find_all(results, "label")] if results else []

    def test_typing_new_finds_the_new_states_and_cancel_clears(self):
        field = self.wait_for_node("entry", "Search states and cities")
        self.focus_window()
        xdotool("key", "ctrl+f")
        xdotool("type", "--delay", "60", "new")
        expected = {"New York", "New Jersey", "New Mexico", "New Hampshire"}
        wait_for(lambda: expected <= set(self.result_titles()), message="the four New states in the results")
        self.press(self.wait_for_node("push button", "Cancel"))
        wait_for(lambda: self.result_titles() == [], message="Cancel to clear the results")
        wait_for(lambda: self.find(self.window, "push button", "Cancel") is None,
                 message="Cancel to slide away once the text is cleared")

    def test_scope_bar_narrows_to_states(self):
        self.wait_for_node("entry", "Search states and cities")
        self.focus_window()
        xdotool("type", "--delay", "60", "new")  # typing anywhere in the window searches
        wait_for(lambda: "Newark, New Jersey" in self.result_titles(), message="cities among the results")
        self.press(self.find(self.window, "push button", "States"))
        wait_for(lambda: "Newark, New Jersey" not in self.result_titles() and "New York" in self.result_titles(),
                 message="only states")
