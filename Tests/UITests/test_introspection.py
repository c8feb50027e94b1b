# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""The controls from Python with PyGObject, through the typelib `make introspection` writes
(.build/introspection/debug/Ctl-1.0.typelib, beside the library it names): controls_from_python.py makes, sets, hears, shows and
drops every control."""
import json
import os
import subprocess
import sys
import unittest
import xml.etree.ElementTree as ElementTree

from demo import ARTIFACTS, ROOT

TYPELIB_DIR = os.path.join(ROOT, ".build", "introspection", "debug")


class IntrospectionTest(unittest.TestCase):
    def run_python(self, script, *arguments, **variables):
        if not os.path.exists(os.path.join(TYPELIB_DIR, "Ctl-1.0.typelib")):
            self.fail("Ctl-1.0.typelib is missing: run 'make introspection CONFIG=debug' (scripts/test.sh does)")
        env = dict(os.environ, GI_TYPELIB_PATH=TYPELIB_DIR, LD_LIBRARY_PATH=TYPELIB_DIR, **variables)
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

    def test_the_gir_documents_and_types_every_property(self):
        """Every property of every class has its doc, and the styles are typed enumerations."""
        path = os.path.join(TYPELIB_DIR, "Ctl-1.0.gir")
        if not os.path.exists(path):
            self.fail("Ctl-1.0.gir is missing: run 'make introspection CONFIG=debug' (scripts/test.sh does)")
        core = "{http://www.gtk.org/introspection/core/1.0}"
        namespace = ElementTree.parse(path).getroot().find(f"{core}namespace")
        enumerations = {enum.get("name"): [member.get("name") for member in enum.findall(f"{core}member")]
                        for enum in namespace.findall(f"{core}enumeration")}
        self.assertEqual(enumerations.get("ActivityIndicatorStyle"), ["large", "medium_white", "gray"])
        self.assertEqual(enumerations.get("ProgressViewStyle"), ["default", "bar"])
        properties = 0
        for klass in namespace.findall(f"{core}class"):
            for prop in klass.findall(f"{core}property"):
                properties += 1
                doc = prop.find(f"{core}doc")
                self.assertTrue(doc is not None and doc.text, f"{klass.get('name')}:{prop.get('name')} has no doc")
                if prop.get("name") == "style":
                    self.assertIn(prop.find(f"{core}type").get("name"), enumerations)
        self.assertGreater(properties, 40)

    def in_libadwaita(self, **look):
        """What controls_in_libadwaita.py reports under libadwaita's debug variables `look`."""
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "controls_in_libadwaita.py")
        result = self.run_python(script, **look)
        self.assertEqual(result.returncode, 0, result.stdout[-2000:] + result.stderr[-2000:])
        self.assertEqual(result.stderr.strip(), "", f"libadwaita or GTK said something under {look}")
        return json.loads(result.stdout.strip().splitlines()[-1])

    def test_the_controls_follow_libadwaitas_look_without_a_warning(self):
        """In an Adw.ApplicationWindow, the library follows AdwStyleManager: its dark stylesheet
        under prefer-dark (the knob's accent lightens towards the text), its high-contrast one
        under high contrast (the mutual follow button's text takes the text colour), and the
        system accent; and nothing warns (the library used to write GtkSettings'
        gtk-application-prefer-dark-theme, which libadwaita calls unsupported)."""
        light = self.in_libadwaita(ADW_DEBUG_COLOR_SCHEME="prefer-light")
        dark = self.in_libadwaita(ADW_DEBUG_COLOR_SCHEME="prefer-dark")
        contrast = self.in_libadwaita(ADW_DEBUG_COLOR_SCHEME="prefer-light", ADW_DEBUG_HIGH_CONTRAST="1")
        self.assertEqual((light["dark"], dark["dark"], contrast["high_contrast"]), (False, True, True), (light, dark, contrast))

        def luminance(rgb):
            return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
        self.assertGreater(luminance(dark["knob_accent"]), luminance(light["knob_accent"]) + 40,
                           f"the dark stylesheet lightens the accent: {light['knob_accent']} → {dark['knob_accent']}")
        self.assertNotEqual(light["mutual"], light["text"], "mutual is green in the normal look")
        self.assertEqual(contrast["mutual"], contrast["text"], "mutual takes the text colour in high contrast")
        if tuple(int(part) for part in light["libadwaita"].split(".")) >= (1, 6):
            for accent, strongest in (("green", 1), ("purple", 2), ("orange", 0)):
                rgb = self.in_libadwaita(ADW_DEBUG_COLOR_SCHEME="prefer-light", ADW_DEBUG_ACCENT_COLOR=accent)["knob_accent"]
                self.assertEqual(rgb.index(max(rgb)), strongest, f"the knob's accent under the {accent} accent: {rgb}")
