import unittest

import monkey
from demo import not_yet_on_newer_gtk


class MonkeyTest(unittest.TestCase):
    """A short monkey run on every page (the long one is scripts/monkey.sh)."""

    @not_yet_on_newer_gtk("GTK 4.18 warns \"Broken accounting of active state\" for the widgets under a held "
                          "button, as when the page changes before the release (seed 1 in some runs); long runs show "
                          "it on GTK 4.8 too (docs/testing.md). The cause is still to be found")
    def test_random_input_on_every_page(self):
        events = monkey.run(seed=1, events_per_page=500)
        self.assertGreaterEqual(events, 5000)
