"""Runs every UI test and ends with one summary line: 'ui: N passed, N failed'."""
import os
import sys
import unittest

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
suite = unittest.defaultTestLoader.discover(here, pattern="test_*.py")
result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(suite)
failed = len(result.failures) + len(result.errors)
passed = result.testsRun - failed - len(result.skipped)
sys.stdout.flush()
print(f"ui: {passed} passed, {failed} failed", flush=True)
sys.exit(1 if failed or result.testsRun == 0 else 0)
