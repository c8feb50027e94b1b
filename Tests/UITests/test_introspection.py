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
    def run_python(self, script, *arguments):
        if not os.path.exists(os.path.join(TYPELIB_DIR, "Ctl-1.0.typelib")):
            self.fail("Ctl-1.0.typelib is missing: run 'make introspection CONFIG=debug' (scripts/test.sh does)")
        env = dict(os.environ, GI_TYPELIB_PATH=TYPELIB_DIR, LD_LIBRARY_PATH=os.path.dirname(demo_binary()))
        return subprocess.run([sys.executable, script, *arguments], env=env, capture_output=True, text=True, timeout=600)

    def test_the_python_example_app_runs(self):
        """Examples/python/thermostat.py: a knob, a stepper and a thermometer kept in step."""
        result = self.run_python(os.path.join(ROOT, "Examples", "python", "thermostat.py"), "--check")
        self.assertEqual(result.returncode, 0, result.stderr[-2000:])
        self.assertIn("knob 0.75 → stepper 25, thermometer 0.75, label 25 °C", result.stdout)
        self.assertEqual(result.stderr.strip(), "", "the example wrote warnings")

    def test_every_control_from_python(self):
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "controls_from_python.py")
        result = self.run_python(script)
        os.makedirs(ARTIFACTS, exist_ok=True)
        with open(os.path.join(ARTIFACTS, "controls-from-python.txt"), "w") as log:
            log.write(result.stdout + result.stderr)
        self.assertEqual(result.returncode, 0, result.stdout[-2000:] + result.stderr[-2000:])
        self.assertIn("RSS grows by under 2 MB", result.stdout)
        self.assertNotIn("CRITICAL", result.stderr)
