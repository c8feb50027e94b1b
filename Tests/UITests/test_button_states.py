# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import time

import pyatspi

import real_input
from demo import DemoTestCase, needs_real_input, wait_for


class ButtonStatesPageTest(DemoTestCase):
    def log_lines(self):
        log = self.find(self.window, "list", "Events sent")
        return [label.name for label in self.find_all(log, "label")]

    def test_pressing_the_button_through_atspi_logs_the_primary_action(self):
        self.open_page("Button States")
        button = self.wait_for_node("push button", "Press Me")
        self.press(button)
        wait_for(lambda: any("primaryActionTriggered" in line for line in self.log_lines()),
                 message="primaryActionTriggered in the event log")
        # The page toggles Selected on the primary action: the button's name follows its title.
        wait_for(lambda: button.name == "Selected", message="the button to be named 'Selected'")
        selected = self.find(self.window, "check box", "Selected")
        self.assertTrue(selected.getState().contains(pyatspi.STATE_CHECKED))

    @needs_real_input
    def test_keyboard_space_activates_the_button(self):
        self.open_page("Button States")
        button = self.wait_for_node("push button", "Press Me")
        self.tab_to(button)
        real_input.key("space")
        wait_for(lambda: button.name == "Selected", message="Space to select the button")
        real_input.key("Return")
        wait_for(lambda: button.name == "Press Me", message="Enter to deselect the button")
        presses = [line for line in self.log_lines() if line.endswith("primaryActionTriggered")]
        self.assertEqual(len(presses), 2, f"event log: {self.log_lines()}")

    def test_disabled_button_is_insensitive_and_named_disabled(self):
        self.open_page("Button States")
        button = self.wait_for_node("push button", "Press Me")
        self.press(self.find(self.window, "check box", "Enabled"), "check.toggle")
        wait_for(lambda: button.name == "Disabled", message="the button to read 'Disabled'")
        self.assertFalse(button.getState().contains(pyatspi.STATE_SENSITIVE))
        self.assertEqual([line for line in self.log_lines() if "primaryActionTriggered" in line], [])
