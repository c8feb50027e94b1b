# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Runs every UI test and ends with one summary line: 'ui: N passed, N failed, N skipped'.

On Wayland it runs only the tests that drive the demo on the display (DemoTestCase) and the
monkey: the others (command line, plugin listings, desktop files) do not depend on the
windowing system and run in the X11 pass."""
import os
import sys
import unittest

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from demo import ON_WAYLAND, DemoTestCase
from test_monkey import MonkeyTest


def tests_in(suite):
    for item in suite:
        if isinstance(item, unittest.TestSuite):
            yield from tests_in(item)
        else:
            yield item


suite = unittest.defaultTestLoader.discover(here, pattern="test_*.py")
if ON_WAYLAND:
    # A module that failed to import comes as a _FailedTest: keep it, so the error is seen.
    suite = unittest.TestSuite(test for test in tests_in(suite)
                               if isinstance(test, (DemoTestCase, MonkeyTest, unittest.loader._FailedTest)))
result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(suite)
failed = len(result.failures) + len(result.errors)
skipped = len(result.skipped)
passed = result.testsRun - failed - skipped
sys.stdout.flush()
print(f"ui: {passed} passed, {failed} failed, {skipped} skipped", flush=True)
sys.exit(1 if failed or result.testsRun == 0 else 0)
