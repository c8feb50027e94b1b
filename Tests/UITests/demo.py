# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Drives the built ControlsDemo the way a user does: through AT-SPI (what a screen reader
sees and can press) and real pointer and keyboard events (real_input.py: XTEST on X11, mutter's
remote desktop on Wayland).

Needs a display and a session D-Bus: scripts/test.sh runs these tests through
scripts/with-display.sh, on Xvfb and again on a headless mutter (GDK_BACKEND says which).
The demo draws with the renderer GSK_RENDERER names, or GTK's default when it is unset.
Failures leave a screenshot in test-artifacts/.
"""
import atexit
import os
import pwd
import shutil
import subprocess
import tempfile
import time
import unittest

import gi
import pyatspi
import real_input

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, Atspi, GLib, Gtk

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTIFACTS = os.path.join(ROOT, "test-artifacts")
WINDOW_TITLE = "Controls Demo"
ON_WAYLAND = os.environ.get("GDK_BACKEND") == "wayland"
# The tests read the demo in English, whatever the machine's language; test_translations.py
# starts it in other languages.
os.environ.update(LC_ALL="C.UTF-8", LANGUAGE="")
# The GTK the demo runs on (the system's; these tests run beside it).
GTK_VERSION = (Gtk.get_major_version(), Gtk.get_minor_version())
# The libadwaita the demo's shell runs on.
LIBADWAITA_VERSION = (Adw.get_major_version(), Adw.get_minor_version())
# GTK 4.10 gave GtkToggleButton a role of its own; GTK 4.8 exposes it as a push button.
TOGGLE_BUTTON = "toggle button" if GTK_VERSION >= (4, 10) else "push button"
# GTK 4.8 does not pass a widget's has-popup on to AT-SPI; GTK 4.18 does (4.10 to 4.16 untried).
PASSES_HAS_POPUP = GTK_VERSION >= (4, 18)
# GTK 4.10 and later expose a custom control's value (a knob's, a stepper's, a progress
# view's) as an AT-SPI value with its text (GtkAccessibleRange); GTK 4.8 exposes none, so the
# control puts it into its name ("Volume 35 percent") or its description.
HAS_VALUES = GTK_VERSION >= (4, 10)


def value_text(accessible):
    """What a screen reader reads as a value control's value: its AT-SPI value's text, or on
    GTK 4.8 its description, where a progress view or a thermometer puts it."""
    return Atspi.Value.get_text(accessible) if HAS_VALUES else accessible.description


def value_name(name, value, separator=" "):
    """The accessible name of a knob, stepper or picker drum that reads `name` and `value`:
    `name` itself where GTK exposes the value apart, else the value after the name."""
    return name if HAS_VALUES else f"{name}{separator}{value}"


def reads(accessible, name, value, separator=" "):
    """Whether a knob, stepper or picker drum reads `name` with `value` to a screen reader."""
    return accessible.name == value_name(name, value, separator) and (not HAS_VALUES or value_text(accessible) == str(value))


needs_real_input = unittest.skipUnless(real_input.AVAILABLE, "needs real keyboard or pointer input, which a Wayland "
                                       "compositor gives here only as mutter's remote desktop: run on X11 or under mutter "
                                       "(with-display.sh --mutter)")

needs_touch = unittest.skipUnless(real_input.TOUCH_AVAILABLE, real_input.NO_TOUCH)


def demo_binary():
    path = os.environ.get("CONTROLS_DEMO")
    if not path:
        bin_dir = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout.strip()
        path = os.path.join(bin_dir, "ControlsDemo")
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"ControlsDemo not built at {path}; run 'swift build' first")
    return path


def trusted_temp_dir(prefix):
    """A new directory (mode 700) whose whole real path the demo trusts, for plugins it must
    load. The demo refuses code below a directory others may write (unless it has the sticky
    bit, as /tmp has), and the checkout may sit below one, so these live in the account's own home
    (from the password database: the tests point $HOME at a throwaway directory in /tmp)."""
    base = os.path.join(pwd.getpwuid(os.getuid()).pw_dir, ".cache", "gtkcontrols-test-trees")
    os.makedirs(base, exist_ok=True)
    os.chmod(base, 0o755)
    return tempfile.mkdtemp(prefix=prefix, dir=base)


_compiled_locales = None


def locale_environment(language, locale):
    """The environment that selects `language` (LANGUAGE) and the UTF-8 `locale` (LC_ALL),
    compiling the locale into a private folder (LOCPATH) when the machine has not got it.
    glibc 2.41 translates nothing under C.UTF-8: a test in another language needs its locale."""
    global _compiled_locales
    environment = {"LANGUAGE": language, "LANG": locale, "LC_ALL": locale}
    installed = subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout.lower().split()
    if locale.lower().replace("utf-8", "utf8") in installed:
        return environment
    if _compiled_locales is None:
        _compiled_locales = tempfile.mkdtemp(prefix="gtkcontrols-locales-")
        atexit.register(shutil.rmtree, _compiled_locales, ignore_errors=True)
    name, charset = locale.split(".")
    if not os.path.isdir(os.path.join(_compiled_locales, locale)):
        result = subprocess.run(["localedef", "-i", name, "-f", charset, os.path.join(_compiled_locales, locale)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise AssertionError(f"localedef could not compile {locale} (apt locales): {result.stderr}")
    return dict(environment, LOCPATH=_compiled_locales)


def wait_for(condition, timeout=10.0, message="condition"):
    """Polls `condition` until it returns something truthy; fails after `timeout` seconds.
    An accessible that goes away while being read (a list row recycled mid-look) counts as
    "not yet"."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            result = condition()
        except GLib.GError:
            result = None
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {message}")
        time.sleep(0.05)


class EventRecorder:
    """Receives AT-SPI events of the given kinds, as a screen reader does, so a test can await
    the event an input causes instead of sleeping."""

    def __init__(self, *kinds):
        self.kinds = kinds
        self.events = []
        for kind in kinds:
            pyatspi.Registry.registerEventListener(self.events.append, kind)

    def close(self):
        for kind in self.kinds:
            pyatspi.Registry.deregisterEventListener(self.events.append, kind)

    def after(self, act, message, matching=lambda event: True, timeout=5.0):
        """Calls `act`, waits for events for which `matching` is true and returns the last of
        those that have come (one input can cause several: focus passes through a container
        to the control inside). Events that came before `act` and are still queued are
        dropped first."""
        context = GLib.MainContext.default()

        def dispatch():
            while context.iteration(False):
                pass
        dispatch()
        self.events.clear()
        act()

        def found():
            dispatch()
            return [event for event in self.events if matching(event)]
        return wait_for(found, timeout, message)[-1]


def screenshot(path):
    """Saves the whole screen as `path` and returns the path, or a note saying why not."""
    if real_input.ON_MUTTER:
        error = real_input.screenshot(path)
        return path if error is None else f"none ({error})"
    if ON_WAYLAND:
        return "none (on Wayland only mutter's screen cast gives one)"
    result = subprocess.run(["import", "-window", "root", path], capture_output=True, text=True)
    return path if result.returncode == 0 else f"none ({result.stderr.strip()})"


# Each AT-SPI role by the name these tests give it: at-spi2-core 2.46's (Debian 12), which
# is pyatspi's constant in words. Later versions renamed some roles ("push button" is
# "button" in 2.56, Debian 13's), so the tests compare roles, not the names a version gives.
ROLE_NAMES = {getattr(pyatspi, constant): constant[len("ROLE_"):].lower().replace("_", " ")
              for constant in dir(pyatspi)
              if constant.startswith("ROLE_") and constant != "ROLE_LAST_DEFINED" and isinstance(getattr(pyatspi, constant), int)}


def applications_of(pid):
    """The AT-SPI roots of the process `pid`: one for each display it opened (GTK's inspector
    opens a display of its own on X11)."""
    return [app for app in pyatspi.Registry.getDesktop(0) if app is not None and app.get_process_id() == pid]


def role_name(accessible):
    """The accessible's role by the name the tests use (see ROLE_NAMES)."""
    role = accessible.getRole()
    return ROLE_NAMES.get(role, accessible.getRoleName())


def descendants(accessible):
    """Every accessible below `accessible`, depth first."""
    stack = [accessible]
    while stack:
        node = stack.pop()
        try:
            children = [node.getChildAtIndex(i) for i in range(node.childCount)]
        except Exception:  # a widget went away while we looked
            continue
        for child in reversed(children):
            if child is not None:
                yield child
                stack.append(child)


def is_visible_to_at(accessible):
    """False when the node or an ancestor is hidden from assistive technologies."""
    node = accessible
    while node is not None and node.getRole() != pyatspi.ROLE_APPLICATION:
        if not node.getState().contains(pyatspi.STATE_VISIBLE):
            return False
        node = node.parent
    return True


class DemoTestCase(unittest.TestCase):
    """Starts ControlsDemo with `arguments` for each test and stops it afterwards. Each test
    gets its own empty XDG_DATA_HOME, so saved data never leaks between tests; `environment`
    adds to the demo's environment. A test of the demo in another language names its
    window and its page list as that language does."""
    arguments = []
    environment = {}
    window_title = WINDOW_TITLE
    page_list = "Pages"
    # Warnings a test expects on stderr, as substrings of the line.
    tolerated_warnings = ()

    def setUp(self):
        if real_input.ON_MUTTER:
            real_input.mutter_session()
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.data_home = tempfile.mkdtemp(prefix="controls-demo-data-")
        # The log collects every start of this test's demo, and only this run's.
        with open(os.path.join(ARTIFACTS, f"{self.id()}.stderr.txt"), "w"):
            pass
        self.start_demo()

    def start_demo(self):
        """Starts the demo (again, for a test of what survives a restart)."""
        self.stderr_path = os.path.join(ARTIFACTS, f"{self.id()}.stderr.txt")
        self.stderr = open(self.stderr_path, "a")
        env = dict(os.environ, G_DEBUG="fatal-criticals", XDG_DATA_HOME=self.data_home, **self.environment)
        self.process = subprocess.Popen(self.command(), stderr=self.stderr, env=env)
        wait_for(self.applications, message="ControlsDemo on the AT-SPI bus")
        self.window = wait_for(lambda: self.top_level(self.window_title, "frame"), message="the main window")
        self.listed_at = time.monotonic()

    def command(self):
        """What starts the program under test: the demo, with `arguments`."""
        return [demo_binary(), *self.arguments]

    def stop_demo(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.stderr.close()

    def tearDown(self):
        # Python 3.11 hands a failure to the result at once, and its outcome's `success`
        # reads True again while tearDown runs: ask the result.
        result = self._outcome.result
        failed = any(test is self for test, _ in result.failures + result.errors)
        if failed:
            print(f"\nscreenshot of the failure: {screenshot(os.path.join(ARTIFACTS, f'{self.id()}.png'))}")
        self.stop_demo()
        shutil.rmtree(self.data_home, ignore_errors=True)
        with open(self.stderr_path) as log:
            # GTK's warnings, and the library's reports of a call it refused (a colour that is
            # not one, a control used after it was destroyed): in the demo each is a bug.
            errors = [line for line in log if ("CRITICAL" in line or "WARNING" in line or "Gtk-" in line or line.startswith("gtkcontrols:"))
                      and not any(warning in line for warning in self.tolerated_warnings)]
        if not failed:
            self.assertEqual(errors, [], "ControlsDemo wrote GTK warnings or the library's reports to stderr")

    def applications(self):
        """The demo's roots on the AT-SPI bus (applications_of); fails once it has exited."""
        if self.process.poll() is not None:
            raise AssertionError(f"ControlsDemo exited with status {self.process.returncode}")
        return applications_of(self.process.pid)

    def top_level(self, name, *roles):
        """The demo's window named `name` with one of `roles`. Windows are the roots'
        children: looking no deeper stays quick beside a window as large as GTK's inspector.
        GTK 4.8 keeps listing some windows it has destroyed; those are passed over."""
        for app in self.applications():
            for index in range(app.childCount):
                try:
                    window = app.getChildAtIndex(index)
                    if window is not None and role_name(window) in roles and window.name == name:
                        return window
                except GLib.GError:
                    continue
        return None

    def find(self, root, role, name, visible_only=True):
        """The first accessible under `root` with this role name and accessible name."""
        for node in descendants(root):
            if role_name(node) == role and node.name == name and (not visible_only or is_visible_to_at(node)):
                return node
        return None

    def find_all(self, root, role):
        return [node for node in descendants(root) if role_name(node) == role and is_visible_to_at(node)]

    def wait_for_node(self, role, name, timeout=10.0):
        return wait_for(lambda: self.find(self.window, role, name), timeout, f"a {role} named '{name}'")

    def wait_for_label_containing(self, text, timeout=10.0):
        """Waits for a label whose text contains `text` anywhere in the window."""
        return wait_for(lambda: next((node for node in self.find_all(self.window, "label") if text in node.name), None),
                        timeout, f"a label saying '{text}'")

    def press(self, accessible, action="click"):
        """Performs an accessible action, as a screen reader user would. GTK shows a "click"
        for 250 ms and ignores another one meanwhile: wait for each press's effect."""
        actions = accessible.queryAction()
        names = [actions.getName(i) for i in range(actions.nActions)]
        self.assertIn(action, names, f"'{accessible.name}' offers no '{action}' action")
        actions.doAction(names.index(action))

    def open_page(self, title):
        """Selects the sidebar row titled `title` through the list's Selection interface;
        where a narrow window shows a page instead of the list, after pressing Back."""
        back = self.find(self.window, "push button", "Back")
        if back is not None and self.find(self.window, "list", self.page_list) is None:
            self.press(back)
        sidebar = self.wait_for_node("list", self.page_list)
        rows = [sidebar.getChildAtIndex(i) for i in range(sidebar.childCount)]
        titles = [row.name for row in rows]
        self.assertIn(title, titles, f"the sidebar lists {titles}")
        sidebar.querySelection().selectChild(titles.index(title))

    def window_geometry(self):
        """The main window's place and size on the screen: (x, y, width, height)."""
        extents = self.window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return wait_for(lambda: real_input.window_geometry(self.window_title, (extents.width, extents.height), self.listed_at),
                        message="the demo's window on the screen")

    def extents_on_screen(self, accessible):
        """Where `accessible` is on the screen, and how large: (x, y, width, height)."""
        extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        x, y, _, _ = self.window_geometry()
        return x + extents.x, y + extents.y, extents.width, extents.height

    def center_on_screen(self, accessible):
        """Where the middle of `accessible` is on the screen, for the pointer or a finger."""
        x, y, width, height = self.extents_on_screen(accessible)
        return x + width // 2, y + height // 2

    def focus_window(self):
        """Gives the main window the keyboard focus. A Wayland client cannot take it: mutter
        gives it to each new window, and a test waits for that."""
        if real_input.ON_MUTTER:
            wait_for(lambda: self.window.getState().contains(pyatspi.STATE_ACTIVE), message="the window to be active")
        else:
            real_input.xdotool("search", "--sync", "--onlyvisible", "--name", self.window_title, "windowfocus", "--sync")

    def replace_text(self, field, text):
        """Replaces what `field` holds with `text`: typed (Ctrl+A, then the keys), or set
        through AT-SPI's EditableText where no keyboard reaches the demo (a Wayland display
        without mutter's remote desktop)."""
        if real_input.AVAILABLE:
            self.focus_window()
            real_input.key("ctrl+a")
            real_input.type_text(text, delay=0.02)
        else:
            field.queryEditableText().setTextContents(text)

    def tab_to(self, accessible, limit=30, key="Tab"):
        """Presses Tab (or `key`: shift+Tab goes back) until `accessible` has keyboard focus."""
        self.focus_window()
        for _ in range(limit):
            if accessible.getState().contains(pyatspi.STATE_FOCUSED):
                return
            real_input.key(key)
            time.sleep(0.1)
        self.fail(f"Tab never reached '{accessible.name}'")
