# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import pyatspi

import real_input
from demo import DemoTestCase, wait_for


def sensitive(accessible):
    return accessible.getState().contains(pyatspi.STATE_SENSITIVE)


def text_of(accessible):
    text = accessible.queryText()
    return text.getText(0, text.characterCount)


class ModalButtonPageTest(DemoTestCase):
    arguments = ["--page", "modal-button"]

    def test_download_install_complete(self):
        button = self.wait_for_node("push button", "Download")
        self.press(button)
        wait_for(lambda: button.name == "Downloading…", message="'Downloading…'")
        self.assertFalse(sensitive(button), "the busy button must be insensitive")
        self.assertIsNotNone(self.find(self.window, "push button", "Stop"), "a Stop button while busy")
        wait_for(lambda: button.name == "Install" and sensitive(button), timeout=10, message="'Install'")
        self.press(button)
        wait_for(lambda: button.name == "Installing…", message="'Installing…'")
        wait_for(lambda: button.name == "Complete!", timeout=10, message="'Complete!'")
        self.assertFalse(sensitive(button), "the final mode is disabled")
        self.press(self.find(self.window, "push button", "Reset"))
        wait_for(lambda: button.name == "Download" and sensitive(button), message="Reset back to 'Download'")

    def test_only_the_face_shown_is_read(self):
        """The button keeps its widest mode's width with still copies of every mode's face;
        a screen reader meets only the face shown, once."""
        button = self.wait_for_node("push button", "Download")
        titles = ["Download", "Downloading…", "Install", "Installing…", "Complete!"]

        def read_titles():
            return sorted(label.name for label in self.find_all(self.window, "label") if label.name in titles)

        self.assertEqual(read_titles(), ["Download"])
        self.press(button)
        wait_for(lambda: button.name == "Install", timeout=10, message="'Install'")
        wait_for(lambda: read_titles() == ["Install"], message="only 'Install' read")

    def test_stop_returns_to_the_mode_it_left(self):
        button = self.wait_for_node("push button", "Download")
        self.press(button)
        stop = self.wait_for_node("push button", "Stop")
        self.press(stop)
        wait_for(lambda: button.name == "Download" and sensitive(button), message="Stop back to 'Download'")

    def test_failing_step_reports_and_returns(self):
        button = self.wait_for_node("push button", "Download")
        fail = self.find(self.window, "check box", "Make the next step fail")
        self.press(fail, "check.toggle")
        wait_for(lambda: fail.getState().contains(pyatspi.STATE_CHECKED), message="the fail switch")
        self.press(button)
        wait_for(lambda: any("network is unreachable" in label.name for label in self.find_all(self.window, "label")),
                 message="the error message")
        self.assertEqual(button.name, "Download")
        self.assertTrue(sensitive(button))

    def edit_first_name(self, new_text):
        edit = self.wait_for_node("push button", "Edit")
        self.press(edit)
        wait_for(lambda: edit.name == "Done", message="Edit to become Done")
        cancel = self.wait_for_node("push button", "Cancel")
        field = self.find(self.window, "text", "First name")
        if real_input.AVAILABLE:  # without a keyboard no window is active, so nothing shows focus
            wait_for(lambda: field.getState().contains(pyatspi.STATE_FOCUSED), message="the first field to take focus")
        self.replace_text(field, new_text)
        wait_for(lambda: text_of(field) == new_text, message=f"'{new_text}' typed")
        return edit, cancel, field

    def test_edit_then_done_commits(self):
        edit, _, field = self.edit_first_name("Grace")
        self.press(edit)
        wait_for(lambda: edit.name == "Edit", message="Done to become Edit")
        self.assertEqual(text_of(field), "Grace")
        self.assertIsNone(self.find(self.window, "push button", "Cancel"), "Cancel shows only while editing")

    def test_edit_then_cancel_restores(self):
        edit, cancel, field = self.edit_first_name("Grace")
        self.press(cancel)
        wait_for(lambda: edit.name == "Edit", message="Cancel to end editing")
        self.assertEqual(text_of(field), "Ada")
