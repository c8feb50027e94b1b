# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Real keyboard and pointer input (real_input.py) reaches a GTK window: keys with and without
modifiers, typed text, the pointer's motion at the place the tests compute for a widget, a
click, and the monkey's steps sent as fast as the display takes them; under mutter, a touch too.
Every other test that types, clicks or touches relies on this; it runs on X11 and under mutter."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import real_input
from demo import DemoTestCase, needs_real_input, needs_touch, wait_for

HERE = os.path.dirname(os.path.abspath(__file__))


@needs_real_input
class RealInputTest(DemoTestCase):
    window_title = "Real input"

    def command(self):
        return [sys.executable, os.path.join(HERE, "fixtures", "input_window.py")]

    def setUp(self):
        super().setUp()
        self.focus_window()
        self.heard_keys = self.wait_for_node("label", "no key yet")
        self.heard_pointer = self.wait_for_node("label", "no pointer yet")
        self.heard_buttons = self.wait_for_node("label", "no click or wheel yet")
        self.heard_touch = self.wait_for_node("label", "no touch yet")

    def assert_hears(self, label, text):
        wait_for(lambda: label.name == text, timeout=5, message=f"the window to hear '{text}' (last heard: '{label.name}')")

    def test_keys_and_chords_reach_the_focused_window(self):
        real_input.key("a")
        self.assert_hears(self.heard_keys, "key a")
        real_input.key("ctrl+z")
        self.assert_hears(self.heard_keys, "key <Control>z")
        # A character on a shifted level: the Shift comes with it.
        real_input.key("question")
        self.assert_hears(self.heard_keys, "key <Shift>question")

    def test_typed_text_reaches_the_focused_window(self):
        real_input.type_text("hi!")
        self.assert_hears(self.heard_keys, "key <Shift>exclam")

    def test_the_pointer_moves_and_clicks_where_a_widget_is(self):
        """The button hears the pointer only when it is over the button; a move by (7, 5)
        on the screen is one by (7, 5) in the button. (GTK 4.8's AT-SPI extents are the
        button's content box, later versions' its border box: the centre is the same.)"""
        x, y = self.center_on_screen(self.wait_for_node("push button", "Target"))
        # Below the button first: on X11 the pointer stays where the last test left it.
        real_input.move_pointer(x, y + 80)
        wait_for(lambda: self.heard_pointer.name in ("no pointer yet", "pointer away"), timeout=5, message="the pointer off the button")
        real_input.move_pointer(x, y)
        heard = wait_for(lambda: self.heard_pointer.name not in ("no pointer yet", "pointer away") and self.heard_pointer.name,
                         timeout=5, message="the button to hear the pointer")
        _, heard_x, heard_y = heard.split()
        real_input.move_pointer(x + 7, y + 5)
        self.assert_hears(self.heard_pointer, f"pointer {int(heard_x) + 7} {int(heard_y) + 5}")
        real_input.click(x, y)
        self.assert_hears(self.heard_buttons, "clicked")

    def test_the_monkeys_steps_reach_the_window_as_they_are_sent(self):
        """real_input.send, as the monkey sends its events: no pause after a move."""
        x, y = self.center_on_screen(self.wait_for_node("push button", "Target"))
        # Not the place the pointer is at already: the click must follow the move.
        real_input.move_pointer(x, y + 80)
        real_input.send([("move", x, y), ("click",)])
        self.assert_hears(self.heard_buttons, "clicked")
        real_input.send([("move", x + 5, y), ("wheel", 1)])
        self.assert_hears(self.heard_buttons, "wheel down")
        real_input.send([("move", x, y + 5), ("wheel", -1)])
        self.assert_hears(self.heard_buttons, "wheel up")
        real_input.send([("move", x, y), ("press",), ("move", x + 9, y), ("release",), ("key", "ctrl+e")])
        self.assert_hears(self.heard_buttons, "clicked")
        self.assert_hears(self.heard_keys, "key <Control>e")

    @needs_touch
    def test_a_touch_reaches_the_widget_under_the_finger(self):
        """GTK hears the finger as touch events (not as a pointer), from the window's first
        touch on, and a tap on a button clicks it."""
        x, y = self.center_on_screen(self.wait_for_node("push button", "Target"))
        with real_input.touching(x, y):
            self.assert_hears(self.heard_touch, "touch begin")
            real_input.touch_move(x + 5, y)
            self.assert_hears(self.heard_touch, "touch update")
        self.assert_hears(self.heard_touch, "touch end")
        self.assert_hears(self.heard_buttons, "clicked")


@unittest.skipUnless(real_input.ON_MUTTER, "screenshots through mutter's screen cast are taken under mutter only")
class ScreenshotTest(unittest.TestCase):
    """A failure's screenshot under mutter: a frame of the screen cast stream."""

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="screenshot-")
        self.addCleanup(shutil.rmtree, self.folder, ignore_errors=True)

    def test_a_still_screen_gives_a_screenshot(self):
        path = os.path.join(self.folder, "screen.png")
        self.assertIsNone(real_input.screenshot(path))
        with open(path, "rb") as image:
            self.assertEqual(image.read(8), b"\x89PNG\r\n\x1a\n")

    def test_a_nudge_of_the_pointer_makes_mutter_send_a_still_screen_again(self):
        """What a screenshot does when its first frame does not come: a reader of two frames
        of a still screen gets the second only after the nudge. (A screen still changing, as a
        window closed by the test before closes, sends both: the reader then starts again.)"""
        for _ in range(3):
            shutil.rmtree(self.folder, ignore_errors=True)
            os.makedirs(self.folder)
            with real_input.screen_cast_reader(os.path.join(self.folder, "frame%d.png"), frames=2) as reader:
                try:
                    reader.wait(timeout=real_input.FIRST_FRAME)
                    continue  # Both frames came: the screen was not still.
                except subprocess.TimeoutExpired:
                    pass
                real_input.mutter_session().nudge_pointer()
                self.assertEqual(reader.wait(timeout=30), 0, reader.stderr.read())
            self.assertEqual(sorted(os.listdir(self.folder)), ["frame0.png", "frame1.png"])
            return
        self.fail(f"the screen did not keep still for {real_input.FIRST_FRAME} s in three tries")
