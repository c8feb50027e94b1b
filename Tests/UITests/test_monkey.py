# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import unittest

import monkey


class MonkeyTest(unittest.TestCase):
    """A short monkey run on every page, with the first of the seeds it must keep passing
    (the long runs are scripts/monkey.sh)."""

    def test_random_input_on_every_page(self):
        events = monkey.run(seed=monkey.known_seeds()[0], events_per_page=500)
        self.assertGreaterEqual(events, 5000)
