# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import os
import shutil
import subprocess
import tempfile
import time
import unittest

from demo import ROOT, locale_environment, trusted_temp_dir

APP_ID = "io.github.gtkcontrols.ControlsDemo"


class DesktopIntegrationTest(unittest.TestCase):
    def test_metainfo_passes_appstreamcli(self):
        result = subprocess.run(["appstreamcli", "validate", "--no-net",
                                 os.path.join(ROOT, "Resources", "desktop", f"{APP_ID}.metainfo.xml")],
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_desktop_file_is_valid(self):
        result = subprocess.run(["desktop-file-validate", os.path.join(ROOT, "Resources", "desktop", f"{APP_ID}.desktop")],
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_make_install_runs_from_the_installed_location(self):
        # Not under /tmp: the installed demo must trust its plugin directory's whole path.
        prefix = trusted_temp_dir("controls-demo-prefix-")
        try:
            subprocess.run(["make", "-C", ROOT, "install", f"PREFIX={prefix}", "CONFIG=debug"], check=True,
                           capture_output=True, timeout=600)
            for path in (f"bin/ControlsDemo", f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml",
                         f"share/icons/hicolor/scalable/apps/{APP_ID}.svg", "share/controls-demo/css/controls-demo.css",
                         "lib/controls-demo/plugins/libColorPickerPlugin.so"):
                self.assertTrue(os.path.exists(os.path.join(prefix, path)), path)
            # The translations: each domain's catalogues, and the desktop and plugin files merged
            # with theirs.
            for domain in ("gtkcontrols", "controls-demo"):
                for language in ("de", "ar"):
                    self.assertTrue(os.path.isfile(os.path.join(prefix, "share", "locale", language, "LC_MESSAGES", f"{domain}.mo")),
                                    f"{language}/{domain}.mo")
            with open(os.path.join(prefix, "share", "applications", f"{APP_ID}.desktop")) as desktop:
                self.assertIn("Name[de]=Steuerelemente-Demo", desktop.read())
            with open(os.path.join(prefix, "lib", "controls-demo", "plugins", "KitchenTimerPlugin.plugin")) as plugin:
                self.assertIn("Name[ar]=مؤقت المطبخ", plugin.read())
            for path in (f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml"):
                check = ["desktop-file-validate"] if path.endswith(".desktop") else ["appstreamcli", "validate", "--no-net"]
                result = subprocess.run(check + [os.path.join(prefix, path)], capture_output=True, text=True)
                self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
            # The library's CSS and icons are compiled into the binary: nothing of it is installed.
            self.assertFalse(os.path.exists(os.path.join(prefix, "share", "gtkcontrols")))
            binary = os.path.join(prefix, "bin", "ControlsDemo")
            listing = subprocess.run([binary, "--list-plugins"], capture_output=True, text=True, cwd="/", timeout=60)
            self.assertIn("ColorPickerPlugin\tColour Picker", listing.stdout)
            self.assertIn("loaded", [line.split("\t")[-1] for line in listing.stdout.splitlines() if line.startswith("ColorPickerPlugin")])
            # Started from the installed location it finds its stylesheets, icons and data: nothing on stderr.
            env = dict(os.environ, GDK_BACKEND="x11", G_DEBUG="fatal-criticals", XDG_DATA_HOME=tempfile.mkdtemp())
            app = subprocess.Popen([binary, "--page", "picker"], stderr=subprocess.PIPE, text=True, cwd="/", env=env)
            time.sleep(2)
            self.assertIsNone(app.poll(), "the installed demo exited")
            app.terminate()
            _, stderr = app.communicate(timeout=10)
            self.assertEqual(stderr, "")
            # The installed demo finds its catalogues in the prefix, as it would with no build tree.
            german = dict(os.environ, **locale_environment("de", "de_DE.UTF-8"))
            help_text = subprocess.run([binary, "--help"], capture_output=True, text=True, cwd="/", env=german, timeout=60).stdout
            self.assertIn("Die Version ausgeben, dann beenden", help_text)
        finally:
            shutil.rmtree(prefix, ignore_errors=True)
