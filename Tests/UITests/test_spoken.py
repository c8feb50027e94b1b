"""What a screen reader says when the controls change: Orca runs beside the demo, the page is
worked from the keyboard, and the test reads what Orca said. Each page's transcript is kept in
test-artifacts/spoken/.

Orca's speech is logged, not played: speech-dispatcher hangs here without an audio device, so
Orca runs with a stand-in for its Python client that fails to import (fixtures/
no_speech_server), which leaves speech on with no server, and every phrase in its debug log as
"SPEECH OUTPUT: '…'". GTK 4.8 has no announcement API and exposes no value for custom
controls, so a control's value is in its name, and Orca speaks a focused control's new name.
Needs X11 (xdotool's keys) and Orca."""
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest

import pyatspi
from gi.repository import Gio, GLib

from demo import ARTIFACTS, DemoTestCase, EventRecorder, needs_x11_input, wait_for, xdotool

HERE = os.path.dirname(os.path.abspath(__file__))
ORCA = shutil.which("orca")
# How long Orca is given to speak the events it has received before it is stopped.
ORCA_SETTLE_SECONDS = 1.0
SPEECH = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*)'(?:\{.*\})?$")


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


@needs_x11_input
@unittest.skipIf(ORCA is None, "needs the Orca screen reader (apt-get install orca)")
class SpokenTestCase(DemoTestCase):
    """Starts Orca once the demo is up (Orca misses a window that appears before it) and
    stops it cleanly at the end, so its log is complete."""
    # Orca asks where things are on screen, which GTK 4.8 cannot say on X11.
    tolerated_warnings = ("Screen coordinates not supported",)

    def setUp(self):
        super().setUp()
        self.wait_for_node("list", "Pages")
        os.makedirs(os.path.join(ARTIFACTS, "spoken"), exist_ok=True)
        self.orca_log = os.path.join(ARTIFACTS, "spoken", f"{self.id()}.orca-debug.txt")
        prefs = tempfile.mkdtemp(prefix="orca-prefs-")
        self.addCleanup(shutil.rmtree, prefs, ignore_errors=True)
        self.orca = subprocess.Popen(
            [ORCA, "-u", prefs, "-d", "braille,key-echo", f"--debug-file={self.orca_log}"],
            env=dict(os.environ, PYTHONPATH=os.path.join(HERE, "fixtures", "no_speech_server")),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.addCleanup(self.stop_orca)
        wait_for(self.orca_listens, message="Orca listening for focus changes")
        self.events = EventRecorder("object:state-changed:focused", "object:state-changed:checked",
                                    "object:property-change:accessible-name")
        self.addCleanup(self.events.close)
        self.focus_window()

    def orca_listens(self):
        orca = [app for app in pyatspi.Registry.getDesktop(0) if app is not None and app.name == "orca"]
        return orca and any(bus == orca[0].app.bus_name and event.startswith("Object:StateChanged:Focused")
                            for bus, event in registered_events())

    def stop_orca(self):
        """Stops Orca the way GNOME does (it ignores SIGTERM while idle); returns what it said."""
        if self.orca.poll() is None:
            for enabled in ("true", "false"):
                subprocess.run(["gsettings", "set", "org.gnome.desktop.a11y.applications", "screen-reader-enabled", enabled],
                               check=True, capture_output=True)
            self.orca.wait(timeout=30)
        with open(self.orca_log, errors="replace") as log:
            return [match.group(2) for match in map(SPEECH.match, log) if match]

    def transcript(self, page):
        """Stops Orca and keeps what it said as the page's transcript. Orca works through its
        event queue on its own time and writes its log only when it exits, so nothing says
        when it has spoken the last event; it is given a moment before it is stopped."""
        time.sleep(ORCA_SETTLE_SECONDS)
        spoken = self.stop_orca()
        with open(os.path.join(ARTIFACTS, "spoken", f"{page}.txt"), "w") as transcript:
            transcript.write("".join(f"{line}\n" for line in spoken))
        return spoken

    def key(self, key, message, matching):
        """Presses `key` and waits for the AT-SPI event it causes, which Orca gets too."""
        return self.events.after(lambda: xdotool("key", key), message, matching)

    @staticmethod
    def renamed(accessible, name):
        return lambda event: event.type.startswith("object:property-change:accessible-name") and event.source.name == name


class SwitchStepperSpokenTest(SpokenTestCase):
    arguments = ["--page", "switch-stepper"]

    def test_the_switch_stepper_and_knob_say_their_new_state(self):
        toggle = self.wait_for_node("check box", "Wi-Fi")
        self.tab_to(toggle)
        self.key("space", "the switch to turn on", lambda event: event.type.startswith("object:state-changed:checked"))
        stepper = self.find(self.window, "spin button", "Quantity 0")
        self.tab_to(stepper)
        for value in (1, 2):
            self.key("Up", f"the stepper to read {value}", self.renamed(stepper, f"Quantity {value}"))
        knob = self.find(self.window, "slider", "Volume 30 percent")
        self.tab_to(knob)
        self.key("Up", "the knob to turn", self.renamed(knob, "Volume 35 percent"))
        spoken = self.transcript("Switch & Stepper")
        for phrase in ("Wi-Fi check box not checked.", "checked", "Quantity 1", "Quantity 2", "Volume 35 percent"):
            self.assertIn(phrase, spoken)


class PickerSpokenTest(SpokenTestCase):
    arguments = ["--page", "picker"]

    def test_a_drum_says_its_new_row(self):
        drum = self.wait_for_node("spin button", "State, Alabama")
        self.tab_to(drum)
        self.key("Down", "the drum to move", self.renamed(drum, "State, Alaska"))
        self.assertIn("State, Alaska", self.transcript("Picker"))


class ButtonsSpokenTest(SpokenTestCase):
    arguments = ["--page", "modal-button"]

    def test_the_modal_button_says_its_new_mode(self):
        button = self.wait_for_node("push button", "Download")
        self.tab_to(button)
        self.key("space", "the button to start downloading", self.renamed(button, "Downloading…"))
        self.assertIn("Downloading…", self.transcript("Modal Button"))


class AlertLoaderSpokenTest(SpokenTestCase):
    arguments = ["--page", "alert-loader"]

    def test_the_alert_is_spoken_with_its_question(self):
        button = self.wait_for_node("push button", "Sign Out")
        self.tab_to(button)
        self.key("space", "the alert to take the focus", lambda event: event.detail1 and event.source.name == "Confirm")
        self.assertIn("Sign Out dialog Are you sure you want to sign out?", self.transcript("Alert Loader"))


class SearchSpokenTest(SpokenTestCase):
    arguments = ["--page", "search"]

    def test_the_result_count_is_spoken_while_typing(self):
        field = self.wait_for_node("entry", "Search states and cities")
        self.key("ctrl+f", "the search field to take the focus", lambda event: event.detail1 and event.source.name == field.name)
        xdotool("type", "--delay", "100", "new")
        status = wait_for(lambda: self.find(self.window, "label", field.description) if field.description.endswith("results") else None,
                          message="the result count on the field and the page")
        self.assertTrue("New York" in {row.name for row in self.find_all(self.window, "list item")})
        self.assertIn(status.name, self.transcript("Search"))


class DeleteConfirmationSpokenTest(SpokenTestCase):
    arguments = ["--page", "delete-confirmation"]

    def test_a_row_is_spoken_by_its_meal(self):
        row = self.wait_for_node("list item", "Monday: Porridge with berries")
        self.tab_to(row)
        self.assertIn("Monday: Porridge with berries.", self.transcript("Delete Confirmation"))

    def test_delete_on_a_row_says_its_delete_button(self):
        row = self.wait_for_node("list item", "Monday: Porridge with berries")
        self.tab_to(row)
        self.key("Delete", "the Delete button to take the focus",
                 lambda event: event.detail1 and event.source.name == "Delete Monday: Porridge with berries")
        self.assertIn("Delete Monday: Porridge with berries push button.", self.transcript("Delete Confirmation, Delete key"))
