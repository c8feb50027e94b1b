# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""GNOME's keyboard conventions: Ctrl+? opens a shortcuts window listing the keys of the demo
and of its controls, and Escape closes it."""
import pyatspi

import real_input
from demo import DemoTestCase, needs_real_input, wait_for


class ShortcutsWindowTest(DemoTestCase):
    @needs_real_input
    def test_ctrl_question_lists_the_controls_keys_and_escape_closes_it(self):
        self.wait_for_node("list", "Pages")
        self.focus_window()
        real_input.key("ctrl+question")
        shortcuts = wait_for(lambda: self.top_level("Keyboard Shortcuts", "frame", "dialog"), message="the shortcuts window")
        titles = {label.name for label in self.find_all(shortcuts, "label")}
        for group in ("General", "Stepper", "Knob", "Picker", "Editable List", "Alert Loader", "Search", "Delete Confirmation"):
            self.assertIn(group, titles)
        for title in ("Keyboard shortcuts", "Increase by one step", "Turn up by 5 %", "Previous or next drum",
                      "Show the focused row's Delete button", "Cancel the deletion", "Cancel the alert, or close its result",
                      "Save the search", "Undo the last deletion", "Main menu", "Back to the page list, in a narrow window"):
            self.assertIn(title, titles)
        self.assertIsNotNone(self.find(shortcuts, "entry", "Search shortcuts"), "the window's search field is unnamed")
        real_input.key("Escape")
        wait_for(lambda: not shortcuts.getState().contains(pyatspi.STATE_SHOWING), message="Escape to close the window")
        # Built on first use and kept: a second Ctrl+? shows the same window again.
        self.focus_window()
        real_input.key("ctrl+question")
        wait_for(lambda: self.shown_shortcuts_window() is not None, message="Ctrl+? to open it again")

    def shown_shortcuts_window(self):
        window = self.top_level("Keyboard Shortcuts", "frame", "dialog")
        return window if window is not None and window.getState().contains(pyatspi.STATE_SHOWING) else None


class QuitAndCloseTest(DemoTestCase):
    @needs_real_input
    def test_ctrl_w_closes_the_window_it_is_pressed_in_and_ctrl_q_quits(self):
        """GNOME's keys: Ctrl+W closes the shortcuts window and leaves the demo running; Ctrl+Q
        in the main window quits, closing every window as the desktop's Quit does."""
        self.wait_for_node("list", "Pages")
        self.focus_window()
        real_input.key("ctrl+question")
        shortcuts = wait_for(lambda: self.top_level("Keyboard Shortcuts", "frame", "dialog"), message="the shortcuts window")
        titles = {label.name for label in self.find_all(shortcuts, "label")}
        self.assertIn("Close the window", titles)
        self.assertIn("Quit", titles)
        if real_input.ON_MUTTER:
            wait_for(lambda: shortcuts.getState().contains(pyatspi.STATE_ACTIVE), message="the shortcuts window to take the keys")
        real_input.key("ctrl+w")
        wait_for(lambda: not shortcuts.getState().contains(pyatspi.STATE_SHOWING), message="Ctrl+W to close the shortcuts window")
        self.assertIsNone(self.process.poll(), "Ctrl+W in the shortcuts window ended the demo")
        self.focus_window()
        real_input.key("ctrl+q")
        wait_for(lambda: self.process.poll() is not None, message="Ctrl+Q to quit the demo")
        self.assertEqual(self.process.returncode, 0)
