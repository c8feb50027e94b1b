import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi

from demo import DemoTestCase, demo_binary, needs_x11_input, wait_for, xdotool

FIRST = "Monday: Porridge with berries"


class DeleteConfirmationPageTest(DemoTestCase):
    arguments = ["--page", "delete-confirmation"]

    def row_titles(self):
        meals = self.find(self.window, "list", "Meals")
        return [label.name for label in self.find_all(meals, "label")] if meals else []

    def enter_edit_mode(self):
        """Presses Edit and waits until it has taken effect (the button reads Done): GTK runs
        an accessible click 250 ms later, and a minus pressed before that finds the list not
        editing and is ignored."""
        self.press(self.wait_for_node("push button", "Edit"))
        self.wait_for_node("push button", "Done")

    def show_delete_button(self, title):
        """Presses Remove on `title` until its Delete button shows, and returns that button.
        In full-suite runs a press now and then shows nothing (2 of ~80 in one CI run; never
        alone, cause not found); a repeated press is noted on stderr, and three fail."""
        for _ in range(3):
            self.press(self.wait_for_node("push button", f"Remove {title}"))
            try:
                return wait_for(lambda: self.delete_button(title), timeout=3, message="the Delete button")
            except AssertionError:
                print(f"note: a press on 'Remove {title}' showed no Delete button; pressing again", file=sys.stderr)
        self.fail(f"three presses on 'Remove {title}' showed no Delete button")

    def delete(self, title):
        """Shows `title`'s Delete button and presses it until the row goes. In full-suite runs
        a press on Delete now and then does nothing, as on Remove above (once in a CI run on
        2026-11-24: the button stayed shown, the row stayed; never alone, cause not found); a
        repeated press is noted on stderr, and three fail."""
        button = self.show_delete_button(title)
        for _ in range(3):
            self.press(button)
            try:
                return wait_for(lambda: title not in self.row_titles(), timeout=3, message="the row to go")
            except AssertionError:
                print(f"note: a press on 'Delete {title}' did not delete it; pressing again", file=sys.stderr)
                button = self.delete_button(title) or self.show_delete_button(title)
        self.fail(f"three presses on 'Delete {title}' did not delete it")

    def delete_button(self, title):
        return self.find(self.window, "push button", f"Delete {title}")

    def click_elsewhere_in_the_list(self):
        """A real click near the bottom of the list, away from any Delete button."""
        geometry = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Controls Demo",
                                   "getwindowgeometry", "--shell"], capture_output=True, text=True).stdout
        values = dict(line.split("=") for line in geometry.split() if "=" in line)
        x = int(values["X"]) + int(values["WIDTH"]) // 2
        y = int(values["Y"]) + int(values["HEIGHT"]) - 60
        xdotool("mousemove", str(x), str(y), "click", "1")

    @needs_x11_input
    def test_edit_minus_elsewhere_cancels_then_delete_survives_a_restart(self):
        self.enter_edit_mode()
        self.show_delete_button(FIRST)
        time.sleep(0.4)
        self.click_elsewhere_in_the_list()
        wait_for(lambda: self.delete_button(FIRST) is None, message="a click elsewhere to cancel")
        self.assertIn(FIRST, self.row_titles(), "cancelling deleted the row")
        self.delete(FIRST)
        self.stop_demo()
        self.start_demo()
        wait_for(lambda: "Monday: Lentil soup" in self.row_titles(), message="the list after a restart")
        self.assertNotIn(FIRST, self.row_titles(), "the deletion did not survive a restart")

    @needs_x11_input
    def test_ctrl_z_undoes_the_last_delete_only_on_its_page(self):
        self.enter_edit_mode()
        self.delete(FIRST)
        self.open_page("Picker")
        self.wait_for_node("panel", "Picker")
        self.focus_window()
        xdotool("key", "ctrl+z")
        self.open_page("Delete Confirmation")
        self.wait_for_node("list", "Meals")
        self.assertNotIn(FIRST, self.row_titles(), "Ctrl+Z on another page undid the delete")
        xdotool("key", "ctrl+z")
        wait_for(lambda: self.row_titles()[:1] == [FIRST], message="Ctrl+Z to restore the first row")

    def test_undo_brings_the_row_back_where_it_was(self):
        self.enter_edit_mode()
        self.delete(FIRST)
        self.press(self.wait_for_node("push button", "Undo"))
        wait_for(lambda: self.row_titles()[:1] == [FIRST], message="Undo to restore the first row")
        wait_for(lambda: self.first_meal_saved() == "Porridge with berries", message="the undo to reach meals.json")

    def first_meal_saved(self):
        """The first meal in meals.json (None before its first write), which the background
        rewrite brings up to date after each change; the journal beside it has the change first."""
        path = os.path.join(self.data_home, "controls-demo", "meals.json")
        if not os.path.exists(path):
            return None
        with open(path) as saved:
            return json.load(saved)["meals"][0]["meal"]


class QuitWhileSavingTest(DemoTestCase):
    arguments = ["--page", "delete-confirmation"]
    row_titles = DeleteConfirmationPageTest.row_titles

    def test_quitting_waits_for_the_last_save(self):
        """SIGTERM quits the demo the way closing its window does (exit status 0, not death by
        the signal), so the page can wait for its background save. Whether the wait itself
        is needed is timing here; DeleteConfirmationPageTests checks it deterministically."""
        self.press(self.wait_for_node("push button", "Fill with 10,000 meals"))
        wait_for(lambda: self.row_titles()[:1] not in ([], [FIRST]), message="the list to fill")
        self.stop_demo()
        self.assertEqual(self.process.returncode, 0, "the demo did not quit cleanly on SIGTERM")
        with open(os.path.join(self.data_home, "controls-demo", "meals.json")) as saved:
            self.assertEqual(len(json.load(saved)["meals"]), 10_000)


class CorruptDataTest(DemoTestCase):
    arguments = ["--page", "delete-confirmation"]

    def setUp(self):
        self.data_home = tempfile.mkdtemp(prefix="controls-demo-data-")
        os.makedirs(os.path.join(self.data_home, "controls-demo"))
        with open(os.path.join(self.data_home, "controls-demo", "meals.json"), "w") as broken:
            broken.write('{"version": 1, "meals": [')
        self.start_demo()

    def test_a_corrupt_file_is_moved_aside_and_named(self):
        wait_for(lambda: any("moved to" in label.name for label in self.find_all(self.window, "label")),
                 message="a message naming the moved file")
        names = os.listdir(os.path.join(self.data_home, "controls-demo"))
        self.assertTrue(any(name.startswith("meals.json.corrupt-") for name in names), names)
        with open(os.path.join(self.data_home, "controls-demo", [n for n in names if "corrupt" in n][0])) as kept:
            self.assertEqual(kept.read(), '{"version": 1, "meals": [', "the bad file must be kept as it was")

    def tearDown(self):
        # The demo rightly reports the moved file on stderr, so the usual clean-stderr check
        # does not apply here.
        self.stop_demo()
        shutil.rmtree(self.data_home, ignore_errors=True)


class KillDuringSaveTest(DemoTestCase):
    """Kills the demo at random moments while it saves 10,000 meals: the file on disk is
    always a complete plan, old or new, never a broken one."""
    arguments = ["--page", "delete-confirmation"]

    def test_killing_mid_save_never_leaves_a_broken_file(self):
        path = os.path.join(self.data_home, "controls-demo", "meals.json")
        rng = random.Random(1234)
        for attempt in range(8):
            fill = self.wait_for_node("push button", "Fill with 10,000 meals")
            reset = self.wait_for_node("push button", "Reset sample data")
            self.press(fill if attempt % 2 == 0 else reset)
            time.sleep(rng.uniform(0, 0.05))
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)
            self.stderr.close()
            if os.path.exists(path):
                with open(path) as saved:
                    plan = json.load(saved)
                self.assertIn(len(plan["meals"]), (21, 10_000), f"attempt {attempt}: a partial plan was saved")
            self.start_demo()
