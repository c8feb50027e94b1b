# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""What a screen reader says when the controls change: Orca runs beside the demo, the page is
worked from the keyboard, and the test listens to what Orca says. Each page's transcript is
kept in test-artifacts/spoken/.

Orca's speech is logged, not played: speech-dispatcher hangs here without an audio device, so
Orca runs with a stand-in for its Python client that fails to import (fixtures/
no_speech_server), which leaves speech on with no server, and every phrase in its debug log as
"SPEECH OUTPUT: '…'". GTK 4.8 has no announcement API and exposes no value for custom
controls, so a control's value is in its name, and Orca speaks a focused control's new name;
news away from the focus (a toast, a result, what a button did to an indicator) becomes the
focused widget's description, whose changes Orca speaks too. Needs real keys (X11, or Wayland
under mutter: real_input.py) and Orca."""
import fcntl
import importlib
import os
import pty
import re
import shutil
import subprocess
import tempfile
import threading
import tty
import unittest

import pyatspi
from gi.repository import Atspi, Gio, GLib

import real_input
from demo import (ARTIFACTS, GTK_VERSION, HAS_VALUES, TOGGLE_BUTTON, DemoTestCase, EventRecorder, needs_real_input, value_name,
                  value_text, wait_for)

HERE = os.path.dirname(os.path.abspath(__file__))
ORCA = shutil.which("orca")
# Orca's major version ("43.1", "48.1"), read from its module: "orca --version" is a process
# named orca, and an Orca that another test run starts meanwhile exits, taking it for a
# running Orca (see ORCA_LOCK).
ORCA_MAJOR = int(importlib.import_module("orca.orca_platform").version.split(".")[0]) if ORCA else None
# What Orca calls a push button: AT-SPI's name for the role ("push button" in at-spi2-core
# 2.46, Debian 12's; "button" in 2.56, Debian 13's).
PUSH_BUTTON = Atspi.role_get_name(Atspi.Role.PUSH_BUTTON)
# How Orca says that the alert opened: Orca 43 reads GTK 4.8's dialog and its question as
# one phrase; Orca 48 says that GTK 4.18's alert opened, then the question.
ALERT_OPENED = (["Sign Out dialog Are you sure you want to sign out?"] if GTK_VERSION < (4, 10)
                else ["alert Sign Out", "Are you sure you want to sign out?"])
# Orca 48 puts a space between the phrase and its attributes, Orca 43 none.
SPEECH = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*)'(?: ?\{.*\})?$")
# Orca (43 and 48) will not start while another Orca of the same user runs (its otherOrcas():
# pgrep -u UID -x orca), and test runs share a machine (the Debian 13 root shares its /tmp too):
# a test holds this lock while its Orca runs.
ORCA_LOCK = "/tmp/gtkcontrols-orca.lock"
# Orca queues the events it gets and logs each one it queues and each one it has finished
# handling: Orca 48 in a queue ordered by priority, Orca 43 in the order they come, with
# words of its own. (Orca 48 logs "Queueing" too, just before "Queued".)
EVENT_QUEUED, EVENT_FINISHED = (
    (re.compile(r"^\d\d:\d\d:\d\d\.\d+ - EVENT MANAGER: Queueing "), re.compile(r"^\^\^\^\^\^ PROCESS OBJECT EVENT "))
    if ORCA_MAJOR == 43 else
    (re.compile(r"^\d\d:\d\d:\d\d\.\d+ - EVENT MANAGER: Queued "), re.compile(r"^\^\^\^\^\^ FINISHED PRIORITY-\d+ OBJECT EVENT ")))


def registered_events():
    """(bus name, event) for every AT-SPI listener registered on the accessibility bus."""
    session = Gio.bus_get_sync(Gio.BusType.SESSION)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, -1, None).unpack()[0]
    bus = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    try:
        return bus.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                             "GetRegisteredEvents", None, None, Gio.DBusCallFlags.NONE, -1, None).unpack()[0]
    finally:
        bus.close_sync(None)


class OrcaSpeech:
    """What Orca says, as it says it. Orca's debug log goes to a pseudo-terminal: Python
    writes a file line by line when it is a terminal, and in blocks, the last of them at
    exit, otherwise. A thread reads each phrase as it comes and copies the log to `log_path`.
    It also follows Orca's event queue: `queued` is the number of events Orca has queued and
    not yet handled."""

    def __init__(self, log_path):
        self.master, self.slave = pty.openpty()
        tty.setraw(self.slave)
        self.path = os.ttyname(self.slave)
        self.phrases = []
        self.queued = 0
        self.changed = threading.Condition()
        self.log = open(log_path, "wb")
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        pending = b""
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:  # EIO: the last writer closed the terminal
                break
            if not chunk:
                break
            self.log.write(chunk)
            *lines, pending = (pending + chunk).split(b"\n")
            with self.changed:
                for line in (line.decode(errors="replace").rstrip("\r") for line in lines):
                    self.follow(line)
                self.changed.notify_all()
        self.log.close()

    def follow(self, line):
        """Takes in one line of Orca's log: a phrase, or a step of its event queue."""
        if said := SPEECH.match(line):
            self.phrases.append(said.group(2))
        elif EVENT_QUEUED.match(line):
            self.queued += 1
        elif EVENT_FINISHED.match(line):
            self.queued -= 1

    def wait_until_caught_up(self, timeout):
        """Waits until Orca has handled every event it has queued; returns whether it has."""
        with self.changed:
            return self.changed.wait_for(lambda: self.queued == 0, timeout)

    def wait(self, condition, timeout):
        """Waits until `condition(phrases so far)` is true; returns whether it came true."""
        with self.changed:
            return self.changed.wait_for(lambda: condition(self.phrases), timeout)

    def close(self):
        """Ends the reading once Orca has exited; returns everything it said."""
        os.close(self.slave)
        self.reader.join(timeout=10)
        os.close(self.master)
        with self.changed:
            return list(self.phrases)


# The roles of the demo's controls as Orca names them (AT-SPI's names in the user's language).
CONTROL_ROLES = tuple(Atspi.role_get_name(role) for role in (
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.CHECK_BOX, Atspi.Role.SPIN_BUTTON,
    Atspi.Role.SLIDER, Atspi.Role.LIST_ITEM, Atspi.Role.PROGRESS_BAR, Atspi.Role.LEVEL_BAR))


def same_phrase(said, phrase):
    """Orca ends a phrase it makes up (a control on focus) with a full stop, and says a
    control's new name or description as it is. Orca 48 says a focused control's new name
    with the control's role and state after it ("Downloading… button grayed.")."""
    said, phrase = said.removesuffix("."), phrase.removesuffix(".")
    return said == phrase or any(said.startswith(f"{phrase} {role}") for role in CONTROL_ROLES)


def spoken_value(name, value, separator=" "):
    """What Orca says when a focused knob, stepper or drum changes: the new value, or on GTK
    4.8, which exposes no value of a custom control, the new name with the value in it."""
    return str(value) if HAS_VALUES else value_name(name, value, separator)


def in_order(phrases):
    """A condition on what was said: each of `phrases`, in this order, others between."""
    def holds(said):
        rest = iter(said)
        return all(any(same_phrase(spoken, phrase) for spoken in rest) for phrase in phrases)
    return holds


@needs_real_input
@unittest.skipIf(ORCA is None, "needs the Orca screen reader (apt-get install orca)")
class SpokenTestCase(DemoTestCase):
    """Starts Orca once the demo is up (Orca misses a window that appears before it), listens
    to it, and stops it cleanly at the end. Like a user, a test waits to hear where the focus
    went before it presses a key there: a key pressed sooner can change a control before Orca
    has read it, and Orca then takes the change for what it already said."""
    # Orca asks where things are on screen, which GTK 4.8 cannot say on X11.
    tolerated_warnings = ("Screen coordinates not supported",)

    def setUp(self):
        super().setUp()
        self.wait_for_node("list", "Pages")
        os.makedirs(os.path.join(ARTIFACTS, "spoken"), exist_ok=True)
        self.speech = OrcaSpeech(os.path.join(ARTIFACTS, "spoken", f"{self.id()}.orca-debug.txt"))
        self.spoken = None
        lock = open(ORCA_LOCK, "a")
        self.addCleanup(lock.close)
        wait_for(lambda: self.locked(lock), 300, "another test run's Orca to stop (one Orca at a time: the lock in /tmp/gtkcontrols-orca.lock)")
        prefs = tempfile.mkdtemp(prefix="orca-prefs-")
        self.addCleanup(shutil.rmtree, prefs, ignore_errors=True)
        self.orca = subprocess.Popen(
            [ORCA, "-u", prefs, "-d", "braille,key-echo", f"--debug-file={self.speech.path}"],
            env=dict(os.environ, PYTHONPATH=os.path.join(HERE, "fixtures", "no_speech_server")),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.addCleanup(self.stop_orca)
        wait_for(lambda: self.orca.poll() is not None or self.orca_listens(), message="Orca listening for focus changes")
        if self.orca.poll() is not None:
            others = subprocess.run(["pgrep", "-a", "-x", "orca"], capture_output=True, text=True).stdout.strip()
            self.fail(f"Orca exited as it started (status {self.orca.returncode}); it does not start while another Orca of "
                      f"this user runs, and these run: {others or 'none now'}")
        self.events = EventRecorder("object:state-changed:focused", "object:state-changed:checked",
                                    "object:property-change:accessible-name", "object:property-change:accessible-description",
                                    "object:announcement", "object:property-change:accessible-value")
        self.addCleanup(self.events.close)
        self.focus_window()

    @staticmethod
    def locked(lock):
        """Takes `lock` if no other process holds it; returns whether it did."""
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def orca_listens(self):
        orca = [app for app in pyatspi.Registry.getDesktop(0) if app is not None and app.name == "orca"]
        return orca and any(bus == orca[0].app.bus_name and event.startswith("Object:StateChanged:Focused")
                            for bus, event in registered_events())

    def stop_orca(self):
        """Stops Orca the way GNOME does (it ignores SIGTERM while idle); returns what it said."""
        if self.spoken is None:
            if self.orca.poll() is None:
                for enabled in ("true", "false"):
                    subprocess.run(["gsettings", "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", enabled],
                                   check=True, capture_output=True)
                self.orca.wait(timeout=30)
            self.spoken = self.speech.close()
        return self.spoken

    def hear(self, page, phrases, timeout=10.0):
        """Waits until Orca has said each of `phrases`, in this order (others may come
        between), then stops it and keeps what it said as `page`'s transcript. Returns the
        transcript; fails naming the first phrase Orca did not say."""
        heard = self.speech.wait(in_order(phrases), timeout)
        spoken = self.stop_orca()
        with open(os.path.join(ARTIFACTS, "spoken", f"{page}.txt"), "w") as transcript:
            transcript.write("".join(f"{line}\n" for line in spoken))
        if not heard:
            missing = next(phrase for count, phrase in enumerate(phrases, 1) if not in_order(phrases[:count])(spoken))
            self.fail(f"Orca did not say {missing!r} (in order: {phrases!r}); it said {spoken!r}")
        return spoken

    def wait_to_hear(self, phrase, timeout=5.0):
        """Waits until Orca has said `phrase`, as a user listens before going on."""
        self.assertTrue(self.speech.wait(in_order([phrase]), timeout), f"Orca did not say {phrase!r}")

    def tab_to(self, accessible, limit=30, key="Tab"):
        """Presses Tab (or `key`) until `accessible` has keyboard focus, and after each press
        waits to hear where the focus went, as a listening user does (Orca's queue is empty
        until the focus change reaches it, so this is how a test knows that Orca has it)."""
        self.focus_window()
        for _ in range(limit):
            if accessible.getState().contains(pyatspi.STATE_FOCUSED):
                return
            with self.speech.changed:
                before = len(self.speech.phrases)
            focused = self.key(key, "the focus to move", lambda event: event.type.startswith("object:state-changed:focused") and event.detail1)
            name, role = focused.source.name, Atspi.role_get_name(focused.source.getRole())
            said = self.speech.wait(lambda phrases: any(phrase == f"{name}." or phrase.startswith(f"{name} {role}")
                                                        for phrase in phrases[before:]), 5)
            self.assertTrue(said, f"Orca did not say that '{name}' has the focus")
        self.fail(f"{key} never reached '{accessible.name}'")

    def key(self, key, message, matching, timeout=5.0):
        """Waits until Orca has caught up, as a user listens until it is done, then presses
        `key` and waits for the AT-SPI event it causes, which Orca gets too. A key pressed
        while Orca is behind changes a control before Orca has read it. Orca 43 then takes the
        change for what it already read: under mutter, Space on the follow button while Orca
        still handled its focus (after saying its name, before its description) made Orca read
        the name "Loading" and drop the rename to it as no change. Orca 48 handles the new focus
        first, then an older selection change of a list that focus went through, which it
        takes for the focus going back into that list; and it keeps still about the control
        that has the focus from then on."""
        self.assertTrue(self.speech.wait_until_caught_up(10), "Orca did not catch up with the events it got within 10 s")
        return self.events.after(lambda: real_input.key(key), message, matching, timeout)

    def wait_for_focus(self, accessible):
        wait_for(lambda: accessible.getState().contains(pyatspi.STATE_FOCUSED), message=f"'{accessible.name}' to have the focus")

    @staticmethod
    def renamed(accessible, name):
        """The event that renames `accessible` to `name`. It is matched by the name it brings:
        AT-SPI gives the accessible's latest name, and the test may see the event only after
        the next rename (the follow button reads "Loading" for 0.8 s when its request fails)."""
        return lambda event: (event.type.startswith("object:property-change:accessible-name") and event.source == accessible
                              and event.any_data == name)

    @classmethod
    def revalued(cls, accessible, name, value, separator=" "):
        """The event that brings a value control's new value: a value change where GTK exposes
        values, the new name with the value in it on GTK 4.8."""
        if not HAS_VALUES:
            return cls.renamed(accessible, value_name(name, value, separator))
        return lambda event: (event.type.startswith("object:property-change:accessible-value") and event.source == accessible
                              and value_text(accessible) == str(value))

    @staticmethod
    def described(description):
        return lambda event: event.type.startswith("object:property-change:accessible-description") and event.any_data == description

    @classmethod
    def announced(cls, text):
        """The event that brings `text`, news away from the focus (Accessibility.announce), to a
        screen reader: an announcement from GTK 4.14, the focused widget's new description before."""
        if GTK_VERSION < (4, 14):
            return cls.described(text)
        return lambda event: event.type == "object:announcement" and event.any_data == text


class SwitchStepperSpokenTest(SpokenTestCase):
    arguments = ["--page", "switch-stepper"]

    def test_the_switch_stepper_and_knob_say_their_new_state(self):
        toggle = self.wait_for_node("check box", "Wi-Fi")
        self.tab_to(toggle)
        self.key("space", "the switch to turn on", lambda event: event.type.startswith("object:state-changed:checked"))
        stepper = self.find(self.window, "spin button", value_name("Quantity", 0))
        self.tab_to(stepper)
        for value in (1, 2):
            self.key("Up", f"the stepper to read {value}", self.revalued(stepper, "Quantity", value))
            # A user hears the value before stepping again; Orca reads a value when it gets to it.
            self.wait_to_hear(spoken_value("Quantity", value))
        knob = self.find(self.window, "slider", value_name("Volume", "30 percent"))
        self.tab_to(knob)
        self.key("Up", "the knob to turn", self.revalued(knob, "Volume", "35 percent"))
        self.hear("Switch & Stepper", ["Wi-Fi check box not checked.", "checked", spoken_value("Quantity", 1), spoken_value("Quantity", 2),
                                       spoken_value("Volume", "35 percent")])


class PickerSpokenTest(SpokenTestCase):
    arguments = ["--page", "picker"]

    def test_a_drum_says_its_new_row(self):
        drum = self.wait_for_node("spin button", value_name("State", "Alabama", ", "))
        self.tab_to(drum)
        self.key("Down", "the drum to move", self.revalued(drum, "State", "Alaska", ", "))
        self.hear("Picker", [spoken_value("State", "Alaska", ", ")])


class ButtonsSpokenTest(SpokenTestCase):
    arguments = ["--page", "modal-button"]

    def test_the_modal_button_says_its_new_mode(self):
        button = self.wait_for_node("push button", "Download")
        self.tab_to(button)
        self.key("space", "the button to start downloading", self.renamed(button, "Downloading…"))
        self.hear("Modal Button", ["Downloading…"])


class AlertLoaderSpokenTest(SpokenTestCase):
    arguments = ["--page", "alert-loader"]

    def test_the_alert_is_spoken_with_its_question(self):
        button = self.wait_for_node("push button", "Sign Out")
        self.tab_to(button)
        self.key("space", "the alert to take the focus", lambda event: event.detail1 and event.source.name == "Confirm")
        self.hear("Alert Loader", ALERT_OPENED)


class SearchSpokenTest(SpokenTestCase):
    arguments = ["--page", "search"]

    def test_the_result_count_is_spoken_while_typing(self):
        field = self.wait_for_node("entry", "Search states and cities")
        self.key("ctrl+f", "the search field to take the focus", lambda event: event.detail1 and event.source.name == field.name)
        real_input.type_text("new", delay=0.1)
        status = wait_for(lambda: self.find(self.window, "label", field.description) if field.description.endswith("results") else None,
                          message="the result count on the field and the page")
        self.assertTrue("New York" in {row.name for row in self.find_all(self.window, "list item")})
        self.hear("Search", [status.name])


class DeleteConfirmationSpokenTest(SpokenTestCase):
    arguments = ["--page", "delete-confirmation"]

    def test_a_row_is_spoken_by_its_meal(self):
        row = self.wait_for_node("list item", "Monday: Porridge with berries")
        self.tab_to(row)
        self.hear("Delete Confirmation", ["Monday: Porridge with berries."])

    def test_delete_on_a_row_says_its_delete_button(self):
        row = self.wait_for_node("list item", "Monday: Porridge with berries")
        self.tab_to(row)
        self.key("Delete", "the Delete button to take the focus",
                 lambda event: event.detail1 and event.source.name == "Delete Monday: Porridge with berries")
        self.hear("Delete Confirmation, Delete key", [f"Delete Monday: Porridge with berries {PUSH_BUTTON}."])


class FollowButtonSpokenTest(SpokenTestCase):
    arguments = ["--page", "follow-button"]

    def request(self, button, outcome):
        """Presses the focused follow button, waits for the request's outcome and for the
        button to have the keyboard focus again."""
        self.key("space", "the request to start", self.renamed(button, "Loading"))
        wait_for(lambda: button.name == outcome, message=f"the button to read '{outcome}'")
        self.wait_for_focus(button)

    def switch_on(self, name):
        """Turns on the switch `name` from the keyboard, then goes back to the follow button."""
        toggle = self.wait_for_node("check box", name)
        self.tab_to(toggle)
        self.key("space", f"'{name}' on", lambda event: event.type.startswith("object:state-changed:checked") and event.detail1)
        button = self.find(self.window, "push button", "Follow")
        self.tab_to(button, key="shift+Tab")
        return button

    def test_following_and_unfollowing_say_each_new_state(self):
        button = self.wait_for_node("push button", "Follow")
        self.tab_to(button)
        self.request(button, "Followed")
        # A user hears the news before going on; Orca 48 drops a description that changes again at once.
        self.wait_to_hear("Press to unfollow")
        # Space again works only if the button kept the keyboard focus through loading.
        self.request(button, "Follow")
        spoken = self.hear("Follow Button", ["Loading", "Followed", "Press to unfollow", "Loading", "Follow", "Press to follow"])
        loading = next(index for index, phrase in enumerate(spoken) if same_phrase(phrase, "Loading"))
        after = spoken[loading + 1:loading + 3]
        self.assertTrue(in_order(["Followed", "Press to unfollow"])(after) and len(after) == 2, f"the title went through another state: {after}")

    def test_they_follow_you_makes_it_mutual(self):
        button = self.switch_on("They follow you")
        self.request(button, "Mutual")
        self.hear("Follow Button, they follow you", ["checked", "Loading", "Mutual"])

    def test_a_failed_request_says_why(self):
        button = self.switch_on("Request fails")
        failure = "Could not follow Ada Lovelace: the server did not answer (simulated). Try again."
        self.key("space", "the request to start", self.renamed(button, "Loading"))
        self.events.after(lambda: None, "the failure to be announced", self.announced(failure))
        self.assertEqual(button.name, "Follow")
        self.hear("Follow Button, request fails", ["Loading", "Follow", failure])


class IndicatorsSpokenTest(SpokenTestCase):
    arguments = ["--page", "indicators"]

    def press(self, name, description):
        """Tabs to the button `name`, presses it and waits for its new description."""
        self.tab_to(self.find(self.window, "push button", name))
        self.key("space", f"'{name}' to say '{description}'", self.described(description))
        # A user hears the news before going on; Orca 48 drops a description that changes again at once.
        self.wait_to_hear(description)

    def test_each_button_says_what_the_indicators_show_now(self):
        self.wait_for_node("push button", "Start")
        large = self.find(self.window, "progress bar", "Activity indicator, large style")
        self.press("Start", "The activity indicators are spinning")
        self.assertTrue(large.getState().contains(pyatspi.STATE_BUSY))
        self.key("space", "the indicators to stop", self.described("The activity indicators are stopped"))
        self.assertFalse(large.getState().contains(pyatspi.STATE_BUSY))
        self.press("50 %", "The progress views are at 50 percent")
        self.assertEqual(value_text(self.find(self.window, "progress bar", "Default style")), "50 percent")
        self.press("Deal", "51 of 52 cards left")
        self.assertEqual(value_text(self.find(self.window, "level bar", "Cards left")), "51 of 52 cards left")
        play = self.find(self.window, TOGGLE_BUTTON, "Play")
        self.tab_to(play)
        self.key("space", "the song to play", self.renamed(play, "Pause"))
        self.wait_for_node("label", "0:01 / 0:30")
        paused = self.key("space", "the song to pause", lambda event: event.type.startswith(
            "object:property-change:accessible-description") and str(event.any_data).startswith("Paused at"))
        position = paused.any_data.removeprefix("Paused at ").replace(" of ", " / ")
        self.assertIsNotNone(self.find(self.window, "label", position), f"the song label does not read {position}")
        self.hear("Indicators", [
            "Stop", "The activity indicators are spinning", "Start", "The activity indicators are stopped",
            "The progress views are at 50 percent", "51 of 52 cards left", "Pause", paused.any_data])


class ButtonStatesSpokenTest(SpokenTestCase):
    arguments = ["--page", "button-states"]

    def test_each_switch_says_what_it_made_of_the_button(self):
        button = self.wait_for_node("push button", "Press Me")
        self.tab_to(button)
        self.key("space", "the button to be selected", self.renamed(button, "Selected"))
        for check, title in (("Enabled", "Selected & Disabled"), ("Selected", "Disabled"),
                             ("Custom state (application bit 16)", "Custom & Disabled")):
            self.tab_to(self.find(self.window, "check box", check))
            self.key("space", f"'{check}' to say the button's title", self.described(f"The button reads “{title}”"))
            self.assertEqual(button.name, title)
        self.hear("Button States", [
            "Selected", "not checked", "The button reads “Selected & Disabled”", "not checked", "The button reads “Disabled”",
            "checked", "The button reads “Custom & Disabled”"])


class PluginsSpokenTest(SpokenTestCase):
    """The Plugins page with the sample plugin installed, whose switch is the page's only one."""

    def setUp(self):
        from test_plugins import install_sample, plugin_dir
        self.plugins = plugin_dir()
        self.addCleanup(shutil.rmtree, self.plugins, ignore_errors=True)
        install_sample(self.plugins)
        config = tempfile.mkdtemp(prefix="plugins-config-")
        self.addCleanup(shutil.rmtree, config, ignore_errors=True)
        self.environment = {"XDG_CONFIG_HOME": config}
        self.arguments = ["--plugin-dir", self.plugins, "--page", "plugins"]
        super().setUp()

    def test_rows_are_named_and_a_switch_says_when_it_takes_effect(self):
        self.tab_to(self.wait_for_node("list item", "Button States, Loaded"))
        # Tab passes each row quickly; Orca drops a focus that is gone before it speaks it,
        # so stop on the row whose switch comes next, as a listening user would.
        self.tab_to(self.find(self.window, "list item", "Colour Picker, Loaded"))
        toggle = self.find(self.window, "check box", "Enable Colour Picker")
        self.tab_to(toggle)
        for state in ("disabled", "enabled"):
            self.key("space", f"the note that it will be {state}", self.announced(f"“Colour Picker” will be {state} at the next start."))
        # The note comes with the switch's new state, before or after it.
        spoken = self.hear("Plugins", [
            "Button States, Loaded.", "Colour Picker, Loaded.", "Enable Colour Picker check box checked.",
            "“Colour Picker” will be disabled at the next start.", "“Colour Picker” will be enabled at the next start."])
        self.assertIn("not checked", spoken)


class DeleteToastSpokenTest(SpokenTestCase):
    arguments = ["--page", "delete-confirmation"]

    def test_a_delete_says_the_toast_and_ctrl_z_says_what_came_back(self):
        row = self.wait_for_node("list item", "Monday: Porridge with berries")
        self.tab_to(row)
        self.key("Delete", "the Delete button to take the focus",
                 lambda event: event.detail1 and event.source.name == "Delete Monday: Porridge with berries")
        self.key("space", "the toast to be announced", self.announced("Deleted “Porridge with berries”"))
        self.wait_to_hear("Monday: Lentil soup.")
        self.key("ctrl+z", "the undo to be announced", self.announced("Restored “Porridge with berries”"))
        self.wait_for_node("list item", "Monday: Porridge with berries")
        self.hear("Delete Confirmation, undo toast", [
            f"Delete Monday: Porridge with berries {PUSH_BUTTON}.", "Deleted “Porridge with berries”",
            "Monday: Lentil soup.", "Restored “Porridge with berries”"])


class AlertLoaderResultSpokenTest(SpokenTestCase):
    arguments = ["--page", "alert-loader"]

    def sign_out(self):
        """Presses Sign Out and confirms from the keyboard."""
        button = self.wait_for_node("push button", "Sign Out")
        self.tab_to(button, key="shift+Tab")
        self.key("space", "the alert to take the focus", lambda event: event.detail1 and event.source.name == "Confirm")
        self.wait_to_hear(ALERT_OPENED[0])
        self.key("Return", "the work to start", self.described("Processing…, Signing you out of all devices."))

    def test_a_success_is_spoken_after_the_work(self):
        self.sign_out()
        self.events.after(lambda: None, "the result", self.described("Completed, Sign out completed"), timeout=15)
        self.hear("Alert Loader, success", [
            f"Cancel {PUSH_BUTTON}.", "Processing…, Signing you out of all devices.", f"OK {PUSH_BUTTON}.", "Completed, Sign out completed"])

    def test_a_failure_is_spoken_after_the_work(self):
        toggle = self.wait_for_node("check box", "Job fails")
        self.tab_to(toggle)
        self.key("space", "the job to be set to fail", lambda event: event.type.startswith("object:state-changed:checked") and event.detail1)
        self.sign_out()
        failure = "Failed, the network is unreachable (simulated)"
        self.events.after(lambda: None, "the failure", self.described(failure), timeout=15)
        self.hear("Alert Loader, failure", [f"Cancel {PUSH_BUTTON}.", "Processing…, Signing you out of all devices.",
                                            f"Retry {PUSH_BUTTON}.", failure])
