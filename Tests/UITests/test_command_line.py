import os
import shutil
import subprocess
import tempfile
import unittest

from demo import demo_binary, wait_for


class CommandLineTest(unittest.TestCase):
    def run_demo(self, *arguments):
        return subprocess.run([demo_binary(), *arguments], capture_output=True, text=True, timeout=30)

    def test_list_plugins_prints_ids_and_titles(self):
        result = self.run_demo("--list-plugins")
        self.assertEqual(result.returncode, 0)
        self.assertIn("button-states\tButton States\tbuilt-in\tloaded", result.stdout.splitlines())
        self.assertEqual(result.stderr, "")

    def test_help_names_every_option(self):
        result = self.run_demo("--help")
        self.assertEqual(result.returncode, 0)
        for option in ("--page", "--list-plugins", "--help"):
            self.assertIn(option, result.stdout)

    def test_unknown_page_lists_valid_ids_and_fails(self):
        result = self.run_demo("--page", "no-such-page")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("no-such-page", result.stderr)
        self.assertIn("button-states", result.stderr)

    def test_unknown_option_is_refused(self):
        result = self.run_demo("--frobnicate")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--frobnicate", result.stderr)


class MissingResourcesTest(unittest.TestCase):
    def test_missing_stylesheet_is_named_once_and_the_app_still_starts(self):
        env = dict(os.environ, GTKCONTROLS_DATA_DIR="/nonexistent/gtkcontrols", GDK_BACKEND="x11",
                   G_DEBUG="fatal-criticals")
        process = subprocess.Popen([demo_binary()], stderr=subprocess.PIPE, text=True, env=env)
        try:
            # The window appears although the CSS is gone.
            wait_for(lambda: window_exists() or process.poll() is not None, message="the window")
            self.assertIsNone(process.poll(), "the demo exited without its stylesheet")
        finally:
            process.terminate()
            _, stderr = process.communicate(timeout=10)
        lines = stderr.splitlines()
        self.assertIn("/nonexistent/gtkcontrols/css/gtkcontrols.css", stderr)
        stylesheet_lines = [line for line in lines if "gtkcontrols.css" in line]
        self.assertEqual(len(stylesheet_lines), 1, stderr)
        self.assertNotIn("CRITICAL", stderr)

    def test_a_broken_page_layout_is_named_and_the_app_goes_on(self):
        """A .ui file a packager broke: the page says which file and line, nothing crashes."""
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources")
        with tempfile.TemporaryDirectory() as data:
            shutil.copytree(root, data, dirs_exist_ok=True)
            layout = os.path.join(data, "ui", "indicators.ui")
            with open(layout) as original:
                text = original.read()
            with open(layout, "w") as broken:
                broken.write(text.replace("</property>", "</propert>", 1))
            env = dict(os.environ, GTKCONTROLS_DATA_DIR=data, GDK_BACKEND="x11", G_DEBUG="fatal-criticals")
            process = subprocess.Popen([demo_binary(), "--page", "indicators"], stderr=subprocess.PIPE, text=True, env=env)
            try:
                wait_for(lambda: window_exists() or process.poll() is not None, message="the window")
                self.assertIsNone(process.poll(), "the demo exited over a broken page layout")
            finally:
                process.terminate()
                _, stderr = process.communicate(timeout=10)
        self.assertRegex(stderr, r"The Indicators page cannot be shown: .*indicators\.ui: .*line \d+", stderr)
        self.assertNotIn("CRITICAL", stderr)


def window_exists():
    result = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Controls Demo"],
                            capture_output=True, text=True)
    return result.returncode == 0 and result.stdout.strip() != ""
