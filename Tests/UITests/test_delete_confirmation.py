# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import json
import os
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import time

import pyatspi

import real_input
from demo import ARTIFACTS, DemoTestCase, demo_binary, needs_real_input, role_name, wait_for

FIRST = "Monday: Porridge with berries"


def saved_meals(data_home):
    """The meals in the demo's database, in order (None before it exists), read as any other
    program would, beside the running demo."""
    path = os.path.join(data_home, "controls-demo", "meals.db")
    if not os.path.exists(path):
        return None
    database = sqlite3.connect(path)
    try:
        return [name for (name,) in database.execute("SELECT name FROM meals ORDER BY position")]
    finally:
        database.close()


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
        x, y, width, height = self.window_geometry()
        real_input.click(x + width // 2, y + height - 60)

    @needs_real_input
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

    @needs_real_input
    def test_ctrl_z_undoes_the_last_delete_only_on_its_page(self):
        self.enter_edit_mode()
        self.delete(FIRST)
        self.open_page("Picker")
        self.wait_for_node("panel", "Picker")
        self.focus_window()
        real_input.key("ctrl+z")
        self.open_page("Delete Confirmation")
        self.wait_for_node("list", "Meals")
        self.assertNotIn(FIRST, self.row_titles(), "Ctrl+Z on another page undid the delete")
        real_input.key("ctrl+z")
        wait_for(lambda: self.row_titles()[:1] == [FIRST], message="Ctrl+Z to restore the first row")

    def undo_button(self):
        """The Undo button of libadwaita's toast. GTK 4.8 names a button after its label
        only when the app says so, and AdwToast does not: there it reads as its label child."""
        for label in self.find_all(self.window, "label"):
            if label.name == "Undo" and role_name(label.parent) == "push button":
                return label.parent
        return self.find(self.window, "push button", "Undo")

    def test_undo_brings_the_row_back_where_it_was(self):
        self.enter_edit_mode()
        self.delete(FIRST)
        self.press(wait_for(self.undo_button, message="the toast's Undo button"))
        wait_for(lambda: self.row_titles()[:1] == [FIRST], message="Undo to restore the first row")
        wait_for(lambda: (saved_meals(self.data_home) or [None])[0] == "Porridge with berries",
                 message="the undo to reach the database")


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
        self.assertEqual(len(saved_meals(self.data_home)), 10_000)


class SavedDataTestCase(DemoTestCase):
    """Starts the demo on the Delete Confirmation page over a data folder that holds `files`
    ({name: bytes}) already. The demo rightly reports on stderr what it found there, so the
    usual clean-stderr check does not apply."""
    arguments = ["--page", "delete-confirmation"]
    files = {}

    def setUp(self):
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.data_home = tempfile.mkdtemp(prefix="controls-demo-data-")
        self.folder = os.path.join(self.data_home, "controls-demo")
        os.makedirs(self.folder)
        for name, contents in self.files.items():
            with open(os.path.join(self.folder, name), "wb") as file:
                file.write(contents)
        self.start_demo()

    def tearDown(self):
        self.stop_demo()
        shutil.rmtree(self.data_home, ignore_errors=True)

    def wait_for_message(self, text, what):
        wait_for(lambda: any(text in label.name for label in self.find_all(self.window, "label")), message=what)


class CorruptDataTest(SavedDataTestCase):
    files = {"meals.db": b"SQLite format 3\0" + b"not a database" * 300}

    def test_a_damaged_database_is_moved_aside_and_named(self):
        self.wait_for_message(f"{self.folder}/meals.db is damaged", "a message naming the damaged file")
        self.wait_for_message(f"it was moved to {self.folder}/meals.db.corrupt-", "a message naming where it went")
        self.wait_for_node("label", FIRST)
        aside = [name for name in os.listdir(self.folder) if name.startswith("meals.db.corrupt-")]
        self.assertEqual(len(aside), 1, os.listdir(self.folder))
        with open(os.path.join(self.folder, aside[0]), "rb") as kept:
            self.assertEqual(kept.read(), self.files["meals.db"], "the damaged file must be kept as it was")


class ImportTest(SavedDataTestCase):
    """The plan that the demo kept in meals.json before SQLite is imported on the first start,
    and the user is told where the old file is kept."""
    files = {"meals.json": json.dumps({"version": 1, "meals": [{"day": "Friday", "meal": "Fish pie"}]}).encode()}

    def test_the_old_file_is_imported_kept_and_named(self):
        self.wait_for_node("label", "Friday: Fish pie")
        self.wait_for_message(f"the old file is kept as {self.folder}/meals.json.imported", "a message naming the old file")
        self.assertIn("meals.json.imported", os.listdir(self.folder))
        self.assertNotIn("meals.json", os.listdir(self.folder))
        self.assertEqual(saved_meals(self.data_home), ["Fish pie"])


class KillDuringSaveTest(DemoTestCase):
    """Kills the demo at random moments while it saves 10,000 meals: the database always passes
    its integrity check and holds a whole plan, old or new, never part of one."""
    arguments = ["--page", "delete-confirmation"]

    def test_killing_mid_save_never_leaves_a_broken_database(self):
        path = os.path.join(self.data_home, "controls-demo", "meals.db")
        rng = random.Random(1234)
        for attempt in range(8):
            fill = self.wait_for_node("push button", "Fill with 10,000 meals")
            reset = self.wait_for_node("push button", "Reset sample data")
            self.press(fill if attempt % 2 == 0 else reset)
            time.sleep(rng.uniform(0, 0.05))
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(timeout=10)
            self.stderr.close()
            database = sqlite3.connect(path)
            try:
                self.assertEqual(database.execute("PRAGMA integrity_check").fetchall(), [("ok",)], f"attempt {attempt}")
                count = database.execute("SELECT count(*) FROM meals").fetchone()[0]
            finally:
                database.close()
            self.assertIn(count, (21, 10_000), f"attempt {attempt}: a partial plan was saved")
            self.start_demo()
