# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import pyatspi

from demo import DemoTestCase, wait_for


class FollowButtonPageTest(DemoTestCase):
    arguments = ["--page", "follow-button"]

    def follow_button(self):
        return self.wait_for_node("push button", "Follow")

    def switch(self, name):
        toggle = self.find(self.window, "check box", name)
        self.press(toggle, "toggle")
        wait_for(lambda: toggle.getState().contains(pyatspi.STATE_CHECKED), message=f"'{name}' on")

    def test_follow_then_unfollow(self):
        button = self.follow_button()
        self.press(button)
        wait_for(lambda: button.name == "Loading", message="the request to start")
        self.assertTrue(button.getState().contains(pyatspi.STATE_BUSY))
        self.assertFalse(button.getState().contains(pyatspi.STATE_SENSITIVE))
        wait_for(lambda: button.name == "Followed", message="'Followed'")
        self.press(button)
        wait_for(lambda: button.name == "Follow", timeout=5, message="unfollowing back to 'Follow'")

    def test_they_follow_you_makes_it_mutual(self):
        button = self.follow_button()
        self.switch("They follow you")
        self.press(button)
        wait_for(lambda: button.name == "Mutual", message="'Mutual'")

    def test_failed_request_restores_and_explains(self):
        button = self.follow_button()
        self.switch("Request fails")
        self.press(button)
        wait_for(lambda: any("Could not follow" in label.name for label in self.find_all(self.window, "label")),
                 message="the failure message")
        self.assertEqual(button.name, "Follow")
        self.assertTrue(button.getState().contains(pyatspi.STATE_SENSITIVE))
