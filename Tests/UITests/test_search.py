# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import pyatspi

import real_input
from demo import PASSES_HAS_POPUP, TOGGLE_BUTTON, DemoTestCase, needs_real_input, wait_for


class SearchPageTest(DemoTestCase):
    arguments = ["--page", "search"]

    def result_titles(self):
        results = self.find(self.window, "list", "Search results")
        return [label.name for label in self.find_all(results, "label")] if results else []

    @needs_real_input
    def test_typing_new_finds_the_new_states_and_cancel_clears(self):
        self.wait_for_node("entry", "Search states and cities")
        self.focus_window()
        real_input.key("ctrl+f")
        real_input.type_text("new", delay=0.06)
        expected = {"New York", "New Jersey", "New Mexico", "New Hampshire"}
        wait_for(lambda: expected <= set(self.result_titles()), message="the four New states in the results")
        self.press(self.wait_for_node("push button", "Cancel"))
        wait_for(lambda: self.result_titles() == [], message="Cancel to clear the results")
        wait_for(lambda: self.find(self.window, "push button", "Cancel") is None,
                 message="Cancel to slide away once the text is cleared")

    @needs_real_input
    def test_typing_anywhere_in_the_window_searches(self):
        self.wait_for_node("entry", "Search states and cities")
        self.focus_window()
        real_input.type_text("new", delay=0.06)
        wait_for(lambda: "New York" in self.result_titles(), message="typing outside the field to search")

    def test_a_pasted_search_narrows_to_states_and_cancel_clears(self):
        field = self.wait_for_node("entry", "Search states and cities")
        text = field.queryEditableText()
        text.setTextContents("new")
        wait_for(lambda: "New York" in self.result_titles(), message="the results for 'new'")
        # Through the clipboard: cut from the field, then pasted back in.
        text.cutText(0, 3)
        wait_for(lambda: self.result_titles() == [], message="the cut to empty the results")
        text.pasteText(0)
        wait_for(lambda: "Newark, New Jersey" in self.result_titles(), message="the paste to search again, cities included")
        self.press(self.find(self.window, TOGGLE_BUTTON, "States"))
        wait_for(lambda: "Newark, New Jersey" not in self.result_titles() and "New York" in self.result_titles(),
                 message="only states")
        self.press(self.wait_for_node("push button", "Cancel"))
        wait_for(lambda: self.result_titles() == [], message="Cancel to clear the results")

    def test_the_bookmarks_button_says_it_opens_the_saved_searches(self):
        bookmarks = self.wait_for_node("push button", "Bookmarks")
        if PASSES_HAS_POPUP:
            self.assertTrue(bookmarks.getState().contains(pyatspi.STATE_HAS_POPUP), "Bookmarks to say it opens a popup")
        self.press(bookmarks)
        self.wait_for_label_containing("No saved searches yet")
