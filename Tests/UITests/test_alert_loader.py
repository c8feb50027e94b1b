# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import pyatspi

from demo import DemoTestCase, wait_for, descendants


class AlertLoaderPageTest(DemoTestCase):
    arguments = ["--page", "alert-loader"]

    def alert(self, title):
        """The alert dialog named `title` (a separate window of the app). GTK 4.8 exposes the
        alert-dialog role as "dialog"."""
        return wait_for(lambda: self.top_level(title, "alert", "dialog"), timeout=10, message=f"an alert named '{title}'")

    def button_in(self, root, name):
        return wait_for(lambda: self.find(root, "push button", name), message=f"a '{name}' button")

    def switch(self, name):
        toggle = self.find(self.window, "check box", name)
        self.press(toggle, "toggle")
        wait_for(lambda: toggle.getState().contains(pyatspi.STATE_CHECKED), message=f"'{name}' on")

    def status(self):
        return [label.name for label in self.find_all(self.window, "label")]

    def test_sign_out_confirm_processing_completed_ok(self):
        self.press(self.wait_for_node("push button", "Sign Out"))
        question = self.alert("Sign Out")
        self.assertEqual(question.description, "Are you sure you want to sign out?")
        self.press(self.button_in(question, "Confirm"))
        loader = self.alert("Processing…")
        self.assertTrue(loader.getState().contains(pyatspi.STATE_BUSY))
        result = self.alert("Completed")
        self.assertEqual(result.description, "Sign out completed")
        self.press(self.button_in(result, "OK"))
        wait_for(lambda: "Signed out" in self.status(), message="'Signed out' on the page")
        self.press(self.wait_for_node("push button", "Sign In"))
        wait_for(lambda: "Signed in as Ada Lovelace" in self.status(), message="signed in again")

    def test_cancel_changes_nothing(self):
        self.press(self.wait_for_node("push button", "Sign Out"))
        self.press(self.button_in(self.alert("Sign Out"), "Cancel"))
        wait_for(lambda: "Sign out cancelled; nothing changed." in self.status(), message="the cancel note")
        self.assertIn("Signed in as Ada Lovelace", self.status())

    def test_failing_job_shows_the_error_and_retry_runs_again(self):
        self.switch("Job fails")
        self.press(self.wait_for_node("push button", "Sign Out"))
        self.press(self.button_in(self.alert("Sign Out"), "Confirm"))
        failed = self.alert("Failed")
        self.assertIn("network is unreachable", failed.description)
        self.press(self.button_in(failed, "Retry"))
        self.alert("Processing…")
        failed = self.alert("Failed")
        self.press(self.button_in(failed, "Close"))
        wait_for(lambda: any(line.startswith("Sign out failed") for line in self.status()), message="the failure note")
        self.assertIn("Signed in as Ada Lovelace", self.status())

    def test_long_job_can_be_cancelled_while_it_runs(self):
        self.switch("Job takes 30 seconds")
        self.press(self.wait_for_node("push button", "Sign Out"))
        self.press(self.button_in(self.alert("Sign Out"), "Confirm"))
        self.press(self.button_in(self.alert("Processing…"), "Cancel"))
        wait_for(lambda: "Sign out cancelled; nothing changed." in self.status(), message="the cancel note")
