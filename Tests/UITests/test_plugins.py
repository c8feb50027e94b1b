# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import os
import shutil
import stat
import subprocess
import tempfile
import unittest

import pyatspi

import real_input
from demo import DemoTestCase, demo_binary, needs_real_input, reads, trusted_temp_dir, value_name, value_text, wait_for

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def sample_plugin_library():
    return os.path.join(os.path.dirname(demo_binary()), "libColorPickerPlugin.so")


def key_file(directory, name, **fields):
    lines = ["[Plugin]"] + [f"{key.replace('_', '-')}={value}" for key, value in fields.items()]
    with open(os.path.join(directory, f"{name}.plugin"), "w") as out:
        out.write("\n".join(lines) + "\n")


def build_fixture(source, directory, module):
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], check=True, capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-shared", "-fPIC", "-o", os.path.join(directory, f"lib{module}.so"),
                    os.path.join(HERE, "fixtures", source), *flags], check=True)


def plugin_dir():
    directory = trusted_temp_dir("plugins-")
    os.chmod(directory, 0o755)
    return directory


def install_sample(directory, module="ColorPickerPlugin"):
    shutil.copy(sample_plugin_library(), os.path.join(directory, f"lib{module}.so"))
    key_file(directory, module, Module=module, Name="Colour Picker", Description="sample", X_ControlsDemo_ABI=1)


class PluginListingTestCase(unittest.TestCase):
    """Runs `ControlsDemo --list-plugins` over plugin directories made for each test."""

    def setUp(self):
        self.home = trusted_temp_dir("plugins-home-")
        self.dirs = []

    def tearDown(self):
        for directory in self.dirs + [self.home]:
            shutil.rmtree(directory, ignore_errors=True)

    def new_dir(self):
        directory = plugin_dir()
        self.dirs.append(directory)
        return directory

    def list_plugins(self, *directories, cwd=None):
        arguments = [demo_binary(), "--list-plugins"]
        for directory in directories:
            arguments += ["--plugin-dir", directory]
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(self.home, "data"), XDG_CONFIG_HOME=os.path.join(self.home, "config"))
        result = subprocess.run(arguments, capture_output=True, text=True, env=env, cwd=cwd, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        rows = {}
        for line in result.stdout.splitlines():
            plugin_id, name, origin, state = line.split("\t")
            rows.setdefault(plugin_id, []).append((origin, state))
        self.assertIn("button-states", rows, "the built-in pages must still load")
        return rows, result.stderr

    def assert_failed(self, rows, stderr, plugin_id, reason):
        states = [state for _, state in rows[plugin_id]]
        self.assertTrue(any(state.startswith("failed") and reason in state for state in states), states)
        self.assertIn(reason, stderr)


class PluginDiscoveryTest(PluginListingTestCase):
    """Each failure is reported on stderr and in the list, and the rest of the app works."""

    def test_the_sample_plugin_loads(self):
        directory = self.new_dir()
        install_sample(directory)
        rows, stderr = self.list_plugins(directory)
        self.assertEqual(rows["ColorPickerPlugin"], [(os.path.join(directory, "ColorPickerPlugin.plugin"), "loaded")])
        self.assertEqual(stderr, "")

    def test_key_file_without_module(self):
        directory = self.new_dir()
        key_file(directory, "nomodule", Name="No module", X_ControlsDemo_ABI=1)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "nomodule", "no Module key")

    def test_library_missing(self):
        directory = self.new_dir()
        key_file(directory, "ghost", Module="ghost", Name="Ghost", X_ControlsDemo_ABI=1)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ghost", "libghost.so is missing")

    def test_entry_symbol_missing(self):
        directory = self.new_dir()
        build_fixture("symbolless_plugin.c", directory, "symbolless")
        key_file(directory, "symbolless", Module="symbolless", Name="Symbolless", X_ControlsDemo_ABI=1)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "symbolless", "has no controls_demo_plugin_create_page")

    def test_another_abi_version(self):
        directory = self.new_dir()
        install_sample(directory)
        key_file(directory, "ColorPickerPlugin", Module="ColorPickerPlugin", Name="Future", X_ControlsDemo_ABI=2)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin", "plugin ABI 2")

    def test_same_id_twice_keeps_the_first_in_discovery_order(self):
        first, second = self.new_dir(), self.new_dir()
        install_sample(first)
        install_sample(second)
        rows, stderr = self.list_plugins(first, second)
        states = dict(rows["ColorPickerPlugin"])
        self.assertEqual(states[os.path.join(first, "ColorPickerPlugin.plugin")], "loaded")
        self.assertIn("already has the id", states[os.path.join(second, "ColorPickerPlugin.plugin")])
        self.assertIn("already has the id", stderr)

    def test_a_plugin_cannot_take_a_built_in_id(self):
        directory = self.new_dir()
        install_sample(directory, module="search")
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "search", "already has the id")

    def test_missing_dependency(self):
        directory = self.new_dir()
        install_sample(directory)
        key_file(directory, "ColorPickerPlugin", Module="ColorPickerPlugin", Name="Needy", Depends="palette;search",
                 X_ControlsDemo_ABI=1)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin", "depends on \"palette\"")

    def test_the_current_directory_is_never_searched(self):
        directory = self.new_dir()
        install_sample(directory)
        rows, _ = self.list_plugins(cwd=directory)
        self.assertNotIn("ColorPickerPlugin", rows)

    def test_the_user_directory_is_searched(self):
        user_dir = os.path.join(self.home, "data", "controls-demo", "plugins")
        os.makedirs(user_dir)
        os.chmod(user_dir, 0o755)
        install_sample(user_dir)
        rows, _ = self.list_plugins()
        self.assertEqual(rows["ColorPickerPlugin"], [(os.path.join(user_dir, "ColorPickerPlugin.plugin"), "loaded")])


NOBODY = 65534


class PluginTrustTest(PluginListingTestCase):
    """A plugin loads only if its directory, key file and library, and every directory on
    their real paths, belong to the user or root and no one else may write them (OpenSSH's
    rule for authorized_keys). Each refusal names the file and the reason."""

    def library_of(self, directory):
        return os.path.join(directory, "libColorPickerPlugin.so")

    def test_a_library_others_may_write_is_refused(self):
        for mode, problem in ((0o666, "world-writable"), (0o775, "group-writable")):
            with self.subTest(mode=oct(mode)):
                directory = self.new_dir()
                install_sample(directory)
                os.chmod(self.library_of(directory), mode)
                rows, stderr = self.list_plugins(directory)
                self.assert_failed(rows, stderr, "ColorPickerPlugin",
                                   f"its library {self.library_of(directory)} is not trusted: it is {problem}")

    def test_a_world_writable_key_file_is_refused(self):
        directory = self.new_dir()
        install_sample(directory)
        os.chmod(os.path.join(directory, "ColorPickerPlugin.plugin"), 0o666)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin", "the key file is not trusted: it is world-writable")

    def test_a_library_linked_into_a_world_writable_directory_is_refused(self):
        directory, elsewhere = self.new_dir(), self.new_dir()
        os.chmod(elsewhere, 0o777)
        install_sample(directory)
        target = self.library_of(elsewhere)
        shutil.move(self.library_of(directory), target)
        os.symlink(target, self.library_of(directory))
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin",
                           f"it leads to {target}, and the directory {elsewhere} on its path is world-writable")

    def test_a_link_to_a_trusted_library_loads(self):
        directory, elsewhere = self.new_dir(), self.new_dir()
        install_sample(directory)
        shutil.move(self.library_of(directory), self.library_of(elsewhere))
        os.symlink(self.library_of(elsewhere), self.library_of(directory))
        rows, stderr = self.list_plugins(directory)
        self.assertEqual(rows["ColorPickerPlugin"], [(os.path.join(directory, "ColorPickerPlugin.plugin"), "loaded")])
        self.assertEqual(stderr, "")

    @unittest.skipUnless(os.geteuid() == 0, "only root can give files to another user")
    def test_a_plugin_of_another_user_is_refused(self):
        directory = self.new_dir()
        install_sample(directory)
        for path in [directory] + [os.path.join(directory, name) for name in os.listdir(directory)]:
            os.chown(path, NOBODY, NOBODY)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin", f"plugin directory {directory} is not trusted: it belongs to ")
        self.assertIn(f"(uid {NOBODY}), who is neither you nor root", stderr)

    def test_a_world_writable_directory_is_refused(self):
        directory = self.new_dir()
        install_sample(directory)
        os.chmod(directory, 0o777)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin", f"plugin directory {directory} is not trusted: it is world-writable")

    def plugins_inside(self, mode):
        """A plugin directory with the sample inside a new directory of `mode`, which is returned too."""
        outer = self.new_dir()
        os.chmod(outer, mode)
        directory = os.path.join(outer, "plugins")
        os.mkdir(directory)
        os.chmod(directory, 0o755)
        install_sample(directory)
        return outer, directory

    def test_a_directory_inside_a_sticky_world_writable_one_loads(self):
        _, directory = self.plugins_inside(0o1777)
        rows, stderr = self.list_plugins(directory)
        self.assertEqual(rows["ColorPickerPlugin"], [(os.path.join(directory, "ColorPickerPlugin.plugin"), "loaded")])
        self.assertEqual(stderr, "")

    def test_a_directory_inside_a_world_writable_one_without_the_sticky_bit_is_refused(self):
        outer, directory = self.plugins_inside(0o777)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin", f"the directory {outer} on its path is world-writable")

    def test_a_sticky_world_writable_plugin_directory_is_refused(self):
        directory = self.new_dir()
        install_sample(directory)
        os.chmod(directory, 0o1777)
        rows, stderr = self.list_plugins(directory)
        self.assert_failed(rows, stderr, "ColorPickerPlugin",
                           f"plugin directory {directory} is not trusted: it is world-writable (its sticky bit does not make what is inside trusted)")

    @unittest.skipUnless(os.stat(tempfile.gettempdir()).st_mode & 0o1002 == 0o1002, "the temporary directory is not sticky and world-writable")
    def test_a_plugin_directory_under_tmp_loads(self):
        directory = tempfile.mkdtemp(prefix="plugins-")
        self.dirs.append(directory)
        os.chmod(directory, 0o755)
        install_sample(directory)
        rows, stderr = self.list_plugins(directory)
        self.assertEqual(rows["ColorPickerPlugin"], [(os.path.join(directory, "ColorPickerPlugin.plugin"), "loaded")])
        self.assertEqual(stderr, "")


class PluginDirectoryTestCase(DemoTestCase):
    """Starts the demo on `page` with a plugin directory of its own, filled by `install`."""
    page = "plugins"

    def install(self, directory):
        raise NotImplementedError

    def setUp(self):
        self.plugins = plugin_dir()
        self.install(self.plugins)
        self.arguments = ["--plugin-dir", self.plugins, "--page", self.page]
        super().setUp()

    def tearDown(self):
        try:
            super().tearDown()
        finally:
            shutil.rmtree(self.plugins, ignore_errors=True)


class RefusedPluginPageTest(PluginDirectoryTestCase):
    """The Plugins page shows why a plugin was refused."""

    def install(self, directory):
        install_sample(directory)
        self.library = os.path.join(directory, "libColorPickerPlugin.so")
        os.chmod(self.library, 0o666)

    def test_the_refusal_is_on_the_plugins_page(self):
        reason = f"Failed: its library {self.library} is not trusted: it is world-writable"
        self.wait_for_label_containing(reason)
        sidebar = self.wait_for_node("list", "Pages")
        self.assertNotIn("Colour Picker", [sidebar.getChildAtIndex(i).name for i in range(sidebar.childCount)],
                         "the refused plugin has no page in the sidebar")


class PluginPagesTest(DemoTestCase):
    """The sample plugin's page used as a user would, a failing page, and disabling."""

    def setUp(self):
        self.plugins = plugin_dir()
        install_sample(self.plugins)
        build_fixture("failing_plugin.c", self.plugins, "failing")
        key_file(self.plugins, "failing", Module="failing", Name="Failing", X_ControlsDemo_ABI=1)
        self.config_home = tempfile.mkdtemp(prefix="plugins-config-")
        os.environ["XDG_CONFIG_HOME"] = self.config_home
        self.arguments = ["--plugin-dir", self.plugins, "--page", "ColorPickerPlugin"]
        super().setUp()

    def tearDown(self):
        try:
            super().tearDown()
        finally:
            del os.environ["XDG_CONFIG_HOME"]
            shutil.rmtree(self.plugins, ignore_errors=True)
            shutil.rmtree(self.config_home, ignore_errors=True)

    def test_the_colour_picker_page_works(self):
        red = self.wait_for_node("slider", value_name("Red", "20 percent"))
        self.wait_for_node("label", "Hex code #3385E3")
        self.press(red, "knob.increase")
        wait_for(lambda: reads(red, "Red", "25 percent"), message="the Red knob to turn up")
        self.wait_for_node("label", "Hex code #4085E3")

    def test_a_failing_page_is_reported_and_disabling_is_remembered(self):
        self.open_page("Failing")
        self.wait_for_label_containing("could not build its page")
        self.open_page("Plugins")
        self.wait_for_label_containing("Failed: its page could not be built")
        toggle = self.wait_for_node("check box", "Enable Colour Picker")
        self.press(toggle, "toggle")
        self.wait_for_label_containing("will be disabled")
        with open(os.path.join(self.config_home, "controls-demo", "plugins.ini")) as settings:
            self.assertIn("ColorPickerPlugin", settings.read())
        self.stop_demo()
        self.arguments = ["--plugin-dir", self.plugins, "--page", "plugins"]
        self.start_demo()
        self.wait_for_label_containing("· Disabled")


def install_c_sample(directory):
    """The sample plugin written in C: its library, key file and .ui file."""
    shutil.copy(os.path.join(os.path.dirname(demo_binary()), "libKitchenTimerPlugin.so"), directory)
    for name in ("KitchenTimerPlugin.plugin", "KitchenTimerPlugin.ui"):
        shutil.copy(os.path.join(ROOT, "Resources", "plugins", name), directory)


class CPluginPageTest(PluginDirectoryTestCase):
    """The C sample plugin's page, made through gtkcontrols.h and a .ui file, used as a
    user would: every control it made answers, and its C callbacks update the page."""
    page = "KitchenTimerPlugin"

    def install(self, directory):
        install_c_sample(directory)

    def test_the_kitchen_timer_page_works(self):
        knob = self.wait_for_node("slider", value_name("Oven temperature", "65 percent"))
        thermometer = self.wait_for_node("level bar", "Oven thermometer")
        self.assertEqual(value_text(thermometer), "180 °C")
        self.press(knob, "knob.increase")
        wait_for(lambda: reads(knob, "Oven temperature", "70 percent"), message="the knob from the .ui file to turn up")
        self.wait_for_node("label", "190 °C")
        wait_for(lambda: value_text(thermometer) == "190 °C", message="the thermometer to follow the knob")

        stepper = self.wait_for_node("spin button", value_name("Cooking time", 25))
        self.press(self.find(stepper, "push button", "Increase"))
        wait_for(lambda: reads(stepper, "Cooking time", 26), message="the stepper made in C to step")
        self.wait_for_node("label", "26 minutes")

        self.wait_for_node("label", "Ready")
        self.press(self.wait_for_node("check box", "Fan"), "toggle")
        self.wait_for_node("label", "Fan on")

        self.press(self.wait_for_node("push button", "Preheat"))
        self.wait_for_node("push button", "Start cooking")
        self.wait_for_node("label", "Oven hot")


class UntrustedCPluginFileTest(PluginDirectoryTestCase):
    """A .ui file that others may write is not loaded: the page says why."""
    page = "KitchenTimerPlugin"

    def install(self, directory):
        install_c_sample(directory)
        self.ui_file = os.path.join(directory, "KitchenTimerPlugin.ui")
        os.chmod(self.ui_file, 0o666)

    def test_the_page_reports_the_file(self):
        reason = f"its interface file {self.ui_file} is not trusted: others may write it"
        self.wait_for_label_containing(reason)


class PluginsPageKeyboardTest(DemoTestCase):
    """The Plugins page from the keyboard."""
    arguments = ["--page", "plugins"]

    @needs_real_input
    def test_tab_goes_from_row_to_row(self):
        """A loaded plugin's details are not a Tab stop of their own: Tab goes on to the next row."""
        first = self.wait_for_node("list item", "Button States, Loaded")
        second = self.wait_for_node("list item", "Modal Button, Loaded")
        self.tab_to(first)
        real_input.key("Tab")
        wait_for(lambda: second.getState().contains(pyatspi.STATE_FOCUSED),
                 message="Tab to go from the first row to the second, not into the first row's text")
