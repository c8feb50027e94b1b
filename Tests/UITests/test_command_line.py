# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import os
import shutil
import subprocess
import tempfile
import unittest
from xml.etree import ElementTree

from demo import ROOT, applications_of, demo_binary, descendants, is_visible_to_at, role_name, wait_for

RESOURCES = os.path.join(ROOT, "Resources")


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
        self.assertEqual(result.stderr, "")
        self.assertTrue(result.stdout.startswith("Usage:\n  ControlsDemo [OPTION…]"), result.stdout)
        for option in ("--page=ID", "--plugin-dir=DIR", "--list-plugins", "--version", "-h, --help", "--help-all"):
            self.assertIn(option, result.stdout)

    def test_short_help_is_the_same_help(self):
        self.assertEqual(self.run_demo("-h").stdout, self.run_demo("--help").stdout)

    def test_version_prints_the_newest_release_of_the_metainfo(self):
        metainfo = ElementTree.parse(os.path.join(RESOURCES, "desktop", "io.github.gtkcontrols.ControlsDemo.metainfo.xml"))
        newest = metainfo.find("releases/release").get("version")
        result = self.run_demo("--version")
        self.assertEqual((result.returncode, result.stdout, result.stderr), (0, f"ControlsDemo {newest}\n", ""))

    def test_the_demo_links_no_foundation(self):
        """Foundation's pages would weigh on the demo's memory (docs/benchmarks.md, Peak RSS):
        the meal files' JSON goes through json-glib instead."""
        libraries = subprocess.run(["ldd", demo_binary()], capture_output=True, text=True, check=True).stdout
        self.assertNotIn("libFoundation", libraries)

    def test_gapplication_options_are_listed_and_taken(self):
        """GTK 4 has no command-line options of its own (GTK 3's --display and --gtk-debug are
        gone); what GtkApplication adds are GApplication's, as in every GNOME app."""
        result = self.run_demo("--help-gapplication")
        self.assertEqual(result.returncode, 0)
        self.assertIn("--gapplication-service", result.stdout)
        self.assertIn("GApplication options", self.run_demo("--help-all").stdout)

    def test_options_take_their_value_after_an_equals_sign(self):
        result = self.run_demo("--list-plugins", "--plugin-dir=/nonexistent/plugins", "--plugin-dir", "/nonexistent/more")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("button-states\tButton States\tbuilt-in\tloaded", result.stdout.splitlines())

    def test_unknown_page_lists_valid_ids_and_fails(self):
        result = self.run_demo("--page=no-such-page")
        self.assertEqual(result.returncode, 1)
        self.assertIn("no-such-page", result.stderr)
        self.assertIn("button-states", result.stderr)

    def test_unknown_option_is_refused_in_one_line_naming_it(self):
        result = self.run_demo("--frobnicate")
        self.assertEqual((result.returncode, result.stdout), (1, ""))
        self.assertEqual(len(result.stderr.splitlines()), 1, result.stderr)
        self.assertIn("--frobnicate", result.stderr)

    def test_an_option_without_its_value_is_refused(self):
        result = self.run_demo("--page")
        self.assertEqual(result.returncode, 1)
        self.assertEqual(len(result.stderr.splitlines()), 1, result.stderr)
        self.assertIn("--page", result.stderr)

    def test_a_stray_argument_is_refused_by_name(self):
        result = self.run_demo("stray")
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr, "ControlsDemo: unexpected argument “stray”; see --help\n")

    def test_it_says_why_it_quits_when_its_debug_messages_are_on(self):
        """With G_MESSAGES_DEBUG=ControlsDemo the demo says why it quit, as the monkey quotes it
        when the demo ends unasked: here a SIGTERM. GLib writes debug messages to stdout."""
        env = private_environment(self, G_MESSAGES_DEBUG="ControlsDemo")
        process = subprocess.Popen([demo_binary()], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        try:
            wait_for(lambda: window_exists() or process.poll() is not None, message="the window")
        finally:
            process.terminate()
            stdout, _ = process.communicate(timeout=10)
        self.assertEqual(process.returncode, 0)
        self.assertIn("ControlsDemo-DEBUG", stdout)
        self.assertIn("Quitting: SIGTERM or SIGINT received", stdout)

    def test_it_says_so_when_its_window_is_asked_to_close(self):
        """The other reason: the window's close button (the monkey's seed 1 on Debian 13 once
        clicked it, its window moved under the pointer)."""
        env = private_environment(self, G_MESSAGES_DEBUG="ControlsDemo")
        process = subprocess.Popen([demo_binary()], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        try:
            close = wait_for(lambda: close_button(process), message="the window's close button")
            close.queryAction().doAction(0)
            stdout, _ = process.communicate(timeout=10)
        finally:
            if process.poll() is None:
                process.terminate()
                process.communicate(timeout=10)
        self.assertEqual(process.returncode, 0)
        self.assertIn("The main window was asked to close", stdout)
        self.assertNotIn("Quitting: SIGTERM", stdout)


class MissingResourcesTest(unittest.TestCase):
    def test_a_missing_stylesheet_is_named_once_and_the_app_still_starts(self):
        """The demo's stylesheet (installed with its data) and the library's (compiled in, but
        a themer may point GTKCONTROLS_CSS_DIR elsewhere): each missing one is one line."""
        for variable, folder, missing in (
                ("CONTROLS_DEMO_DATA_DIR", "/nonexistent/controls-demo", "/nonexistent/controls-demo/css/controls-demo.css"),
                ("GTKCONTROLS_CSS_DIR", "/nonexistent/css", "/nonexistent/css/gtkcontrols.css")):
            with self.subTest(variable):
                stderr = run_until_window(self, {variable: folder})
                stylesheet_lines = [line for line in stderr.splitlines() if os.path.basename(missing) in line]
                self.assertEqual(len(stylesheet_lines), 1, stderr)
                self.assertIn(f"cannot load stylesheet {missing}: ", stylesheet_lines[0])
                self.assertNotIn("CRITICAL", stderr)

    def test_a_themers_typo_in_the_librarys_css_is_named_with_its_line(self):
        """GTKCONTROLS_CSS_DIR replaces the compiled-in CSS (gtkcontrols.css imports each
        control's file from beside it): an error there names file and line."""
        with tempfile.TemporaryDirectory() as folder:
            shutil.copytree(os.path.join(ROOT, "Sources", "GtkControlsResources", "css"), folder, dirs_exist_ok=True)
            stylesheet = os.path.join(folder, "knob.css")
            with open(stylesheet) as original:
                lines = original.read().splitlines()
            lines.insert(1, ".typo { colour: blue; }")
            with open(stylesheet, "w") as broken:
                broken.write("\n".join(lines) + "\n")
            stderr = run_until_window(self, {"GTKCONTROLS_CSS_DIR": folder})
        self.assertIn(f"gtkcontrols: {stylesheet}:2: ", stderr)
        self.assertEqual(len(stderr.splitlines()), 1, stderr)

    def test_a_broken_page_layout_is_named_and_the_app_goes_on(self):
        """A .ui file a packager broke: the page says which file and line, nothing crashes."""
        with tempfile.TemporaryDirectory() as data:
            shutil.copytree(os.path.join(ROOT, "Resources"), data, dirs_exist_ok=True)
            layout = os.path.join(data, "ui", "indicators.ui")
            with open(layout) as original:
                text = original.read()
            with open(layout, "w") as broken:
                broken.write(text.replace("</property>", "</propert>", 1))
            env = private_environment(self, CONTROLS_DEMO_DATA_DIR=data, G_DEBUG="fatal-criticals")
            process = subprocess.Popen([demo_binary(), "--page", "indicators"], stderr=subprocess.PIPE, text=True, env=env)
            try:
                wait_for(lambda: window_exists() or process.poll() is not None, message="the window")
                self.assertIsNone(process.poll(), "the demo exited over a broken page layout")
            finally:
                process.terminate()
                _, stderr = process.communicate(timeout=10)
        self.assertRegex(stderr, r"The Indicators page cannot be shown: .*indicators\.ui: .*line \d+", stderr)
        self.assertNotIn("CRITICAL", stderr)


def run_until_window(test, environment):
    """Starts the demo for `test` with `environment` added (private_environment), waits for its
    window, ends it; returns its stderr."""
    env = private_environment(test, G_DEBUG="fatal-criticals", **environment)
    process = subprocess.Popen([demo_binary()], stderr=subprocess.PIPE, text=True, env=env)
    try:
        wait_for(lambda: window_exists() or process.poll() is not None, message="the window")
        if process.poll() is not None:
            raise AssertionError(f"the demo exited with {environment}: {process.stderr.read()}")
    finally:
        process.terminate()
        _, stderr = process.communicate(timeout=10)
    return stderr


def private_environment(test, **variables):
    """The environment of a demo started by `test` on X11, with `variables`, which keeps its
    data (the meal plan) and reads plugins from a folder of its own, removed after the test."""
    data = tempfile.mkdtemp(prefix="controls-demo-data-")
    test.addCleanup(shutil.rmtree, data, ignore_errors=True)
    return dict(os.environ, GDK_BACKEND="x11", XDG_DATA_HOME=data, **variables)


def close_button(process):
    """The close button shown in the header of `process`'s window, or None."""
    return next((node for app in applications_of(process.pid) for node in descendants(app)
                 if role_name(node) == "push button" and node.name == "Close" and is_visible_to_at(node)), None)


def window_exists():
    result = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Controls Demo"],
                            capture_output=True, text=True)
    return result.returncode == 0 and result.stdout.strip() != ""
