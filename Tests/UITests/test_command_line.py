import subprocess
import unittest

from demo import demo_binary


class CommandLineTest(unittest.TestCase):
    def run_demo(self, *arguments):
        return subprocess.run([demo_binary(), *arguments], capture_output=True, text=True, timeout=30)

    def test_list_plugins_prints_ids_and_titles(self):
        result = self.run_demo("--list-plugins")
        self.assertEqual(result.returncode, 0)
        self.assertIn("button-states\tButton States", result.stdout.splitlines())
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
