# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""The demo at a phone's width, 360 × 640: the page list and a page take turns, Back (a
button, Alt+Left, Escape) goes from the page to the list, and every page is shown at that
width. A screenshot of each page at 360 px is kept in test-artifacts/narrow/. That nothing on
a page reaches past the window's edges is checked inside the process, where allocations can
be read (Tests/ControlsDemoKitTests/NarrowPagesTests.swift)."""
import os
import shutil
import subprocess
import unittest

import real_input
from demo import ARTIFACTS, ON_WAYLAND, DemoTestCase, demo_binary, needs_real_input, wait_for

PHONE = (360, 640)
# At most the border GTK draws around its window on X11 without a compositor, which the
# window's size on the X server counts (10 px on Xvfb with GTK 4.8).
BORDER = 24


@unittest.skipIf(ON_WAYLAND, "resizes the window with xdotool, which reaches X11 windows only")
class NarrowWindowTest(DemoTestCase):
    def x_window_width(self):
        output = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", self.window_title, "getwindowgeometry"],
                                check=True, capture_output=True, text=True, timeout=30).stdout
        return int(next(line for line in output.splitlines() if "Geometry:" in line).split()[1].split("x")[0])

    def narrow(self):
        """Resizes the window to a phone's size and waits until it has taken it: a page that
        needed more would keep the window wider."""
        real_input.xdotool("search", "--sync", "--onlyvisible", "--name", self.window_title,
                           "windowsize", str(PHONE[0]), str(PHONE[1]))
        wait_for(lambda: self.x_window_width() <= PHONE[0] + BORDER, message=f"the window to take a phone's width ({PHONE[0]} px)")

    def shows_list(self):
        return self.find(self.window, "list", self.page_list) is not None

    def selected_page(self):
        """The name of the page list's one selected row, or None. While a selection changes,
        AT-SPI can count one selected row and not yet give it: that is no answer yet."""
        selection = self.find(self.window, "list", self.page_list).querySelection()
        row = selection.getSelectedChild(0) if selection.nSelectedChildren == 1 else None
        return row.name if row else None

    def back_button(self):
        return self.find(self.window, "push button", "Back")

    def test_every_page_at_a_phones_width(self):
        pages = [line.split("\t")[:2] for line in subprocess.run([demo_binary(), "--list-plugins"], check=True, capture_output=True,
                                                                 text=True).stdout.splitlines() if line.endswith("\tloaded")]
        self.assertGreater(len(pages), 5, "the demo lists its pages")
        folder = os.path.join(ARTIFACTS, "narrow")
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for page, title in pages:
            with self.subTest(page=page):
                self.stop_demo()
                self.arguments = ["--page", page]
                self.start_demo()
                self.narrow()
                # The page asked for is shown, alone, with Back to the list.
                wait_for(self.back_button, message="the Back button of a narrow window")
                wait_for(lambda: not self.shows_list(), message="the page list to give way to the page")
                self.assertIsNotNone(self.find(self.window, "panel", title), f"the page {title} is not shown")
                window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", self.window_title], check=True,
                                        capture_output=True, text=True, timeout=30).stdout.split()[0]
                subprocess.run(["import", "-window", window, os.path.join(folder, f"{page}.png")], check=True, timeout=30)

    def test_back_goes_to_the_list_and_a_row_shows_its_page(self):
        self.narrow()
        # Started without --page, a narrow window shows the list first.
        wait_for(self.shows_list, message="the page list first")
        self.open_page("Picker")
        wait_for(lambda: not self.shows_list(), message="the chosen page to take the window")
        self.assertIsNotNone(self.find(self.window, "panel", "Picker"), "the Picker page is not shown")
        self.press(self.back_button())
        wait_for(self.shows_list, message="Back to show the page list")
        self.assertIsNone(self.find(self.window, "panel", "Picker"), "the page is still shown beside the list")

    @needs_real_input
    def test_alt_left_and_escape_go_back_and_the_arrows_only_move_through_the_list(self):
        self.narrow()
        wait_for(self.shows_list, message="the page list first")
        for back, page in (("alt+Left", "Switch & Stepper"), ("Escape", "Alert Loader")):
            with self.subTest(key=back):
                self.open_page(page)
                wait_for(lambda: not self.shows_list(), message="the chosen page to take the window")
                self.focus_window()
                real_input.key(back)
                wait_for(self.shows_list, message=f"{back} to show the page list")
        # The list has the focus on its row: Down moves to the next row without leaving the
        # list, and Enter shows that row's page.
        self.focus_window()
        real_input.key("Down")
        wait_for(lambda: self.selected_page() == "Indicators", message="Down to select the next page in the list")
        self.assertTrue(self.shows_list(), "an arrow key left the list")
        real_input.key("Return")
        wait_for(lambda: not self.shows_list(), message="Enter to show the chosen page")
        self.assertIsNotNone(self.find(self.window, "panel", "Indicators"), "Enter showed another page")
