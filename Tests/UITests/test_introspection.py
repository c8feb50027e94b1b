"""The controls from Python with PyGObject, through the typelib `make introspection` writes
(.build/introspection/Ctl-1.0.typelib): controls_from_python.py makes, sets, hears, shows and
drops every control."""
import os
import subprocess
import sys
import unittest

from demo import ARTIFACTS, ROOT, demo_binary

TYPELIB_DIR = os.path.join(ROOT, ".build", "introspection")


class IntrospectionTest(unittest.TestCase):
    def test_every_control_from_python(self):
        if not os.path.exists(os.path.join(TYPELIB_DIR, "Ctl-1.0.typelib")):
            self.fail("Ctl-1.0.typelib is missing: run 'make introspection CONFIG=debug' (scripts/test.sh does)")
        env = dict(os.environ, GI_TYPELIB_PATH=TYPELIB_DIR, LD_LIBRARY_PATH=os.path.dirname(demo_binary()))
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "controls_from_python.py")
        result = subprocess.run([sys.executable, script], env=env, capture_output=True, text=True, timeout=600)
        os.makedirs(ARTIFACTS, exist_ok=True)
        with open(os.path.join(ARTIFACTS, "controls-from-python.txt"), "w") as log:
            log.write(result.stdout + result.stderr)
        self.assertEqual(result.returncode, 0, result.stdout[-2000:] + result.stderr[-2000:])
        self.assertIn("RSS grows by under 2 MB", result.stdout)
        self.assertNotIn("CRITICAL", result.stderr)
