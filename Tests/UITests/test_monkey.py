# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import os
import shutil
import stat
import tempfile
import unittest
from unittest import mock

import monkey
import real_input
from demo import demo_binary


# Under mutter the short runs are shorter, and take no fresh seed: there GTK has warned
# "Broken accounting of active state" now and then (for the editable list's row, the search
# results, once for the window alone), and no replay has brought it back yet (issue 39).
EVENTS_PER_PAGE = 200 if real_input.ON_MUTTER else 500


class MonkeyTest(unittest.TestCase):
    """A short monkey run on every page (the long ones are scripts/monkey.sh), on X11 and under
    mutter: with the first of the seeds it must keep passing, and, on X11, with a seed new to
    each run, which is printed first so that any failure can be replayed."""

    def test_random_input_on_every_page(self):
        events = monkey.run(seed=monkey.known_seeds()[0], events_per_page=EVENTS_PER_PAGE)
        self.assertGreaterEqual(events, 10 * EVENTS_PER_PAGE)

    @unittest.skipIf(real_input.ON_MUTTER, "under mutter a fresh seed can meet GTK's 'Broken accounting of active state', "
                     "which no replay has reproduced yet (issue 39); the known seed runs")
    def test_random_input_with_a_fresh_seed(self):
        seed = monkey.fresh_seed()
        print(f"\nmonkey: fresh seed {seed} (replay: {monkey.replay_command(seed, 500)})", flush=True)
        events = monkey.run(seed=seed, events_per_page=500)
        self.assertGreaterEqual(events, 5000)

    def test_a_failure_keeps_the_screenshot_the_stderr_and_the_last_events(self):
        """The demo, started through a script that first writes a GTK warning to its stderr,
        fails the first batch of events."""
        folder = tempfile.mkdtemp(prefix="monkey-failure-")
        self.addCleanup(shutil.rmtree, folder, ignore_errors=True)
        warning = "Gtk-WARNING **: a warning this test made"
        wrapper = os.path.join(folder, "demo")
        with open(wrapper, "w") as script:
            script.write(f"#!/bin/sh\necho '{warning}' >&2\nexec '{demo_binary()}' \"$@\"\n")
        os.chmod(wrapper, stat.S_IRWXU)
        seed = monkey.fresh_seed()
        with mock.patch.dict(os.environ, CONTROLS_DEMO=wrapper), self.assertRaises(monkey.MonkeyFailure) as failure:
            monkey.run(seed=seed, events_per_page=50)
        message = str(failure.exception)
        artefacts = os.path.join(monkey.ARTIFACTS, f"monkey-{seed}")
        for suffix in (".png", ".stderr.txt", ".events.txt"):
            self.addCleanup(lambda path=artefacts + suffix: os.path.exists(path) and os.remove(path))
            self.assertIn(artefacts + suffix, message)
        self.assertIn(f"--seed {seed} --events-per-page 50", message)
        self.assertGreater(os.path.getsize(artefacts + ".png"), 0)
        with open(artefacts + ".stderr.txt") as stderr:
            self.assertIn(warning, stderr.read())
        with open(artefacts + ".events.txt") as sent:
            events = sent.read().splitlines()
        self.assertEqual(len(events), monkey.BATCH, "the one batch sent")
        sender = "\tmutter: " if real_input.ON_MUTTER else "\txdotool "
        self.assertTrue(all(sender in event for event in events), events[:3])
