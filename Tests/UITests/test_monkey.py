import unittest

import monkey


class MonkeyTest(unittest.TestCase):
    """A short monkey run on every page (the long one is scripts/monkey.sh)."""

    def test_random_input_on_every_page(self):
        events = monkey.run(seed=1, events_per_page=500)
        self.assertGreaterEqual(events, 5000)
