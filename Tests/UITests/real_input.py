# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Real keyboard and pointer input for the UI tests, the events a user's devices make.

On X11 it comes through XTEST (xdotool). On Wayland it comes from a remote-desktop session of
mutter's (org.gnome.Mutter.RemoteDesktop, linked to a ScreenCast session whose monitor stream
gives the pointer absolute coordinates), as GNOME's remote desktop sends it and as GTK tests
its own input (tests/headless-input-tests.py). scripts/with-display.sh --mutter starts such a
mutter. On another Wayland compositor AVAILABLE is False and tests that need real input skip.

Keys are named as xdotool names them ("Tab", "ctrl+z", "shift+Tab", "question"); the pointer's
coordinates are the screen's, and so are a touch's.

Touch comes only from mutter (TOUCH_AVAILABLE): Xvfb has no touchscreen and xdotool sends no
touch. mutter's session makes its virtual touchscreen on the first NotifyTouchDown, and only
then does the Wayland seat offer touch to clients; so the session touches a corner once as
it starts, before any test's window maps."""
import contextlib
import os
import subprocess
import time

import gi

gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib

REMOTE_DESKTOP = "org.gnome.Mutter.RemoteDesktop"
SCREEN_CAST = "org.gnome.Mutter.ScreenCast"
# linux/input-event-codes.h
BUTTON_LEFT = 0x110
# The axis NotifyPointerAxisDiscrete turns for a wheel's clicks (1 is the horizontal one).
VERTICAL_AXIS = 0
# One and six frames of mutter's virtual monitor, in seconds.
ONE_FRAME = 1 / 60
SIX_FRAMES = 0.1
# mutter zooms a new window in over 250 ms (MAP_TIMEOUT in its default plugin, which ignores
# the setting that turns animations off), from when it maps, a little after AT-SPI lists it;
# until then the pointer lands on the zooming image, off from where the window will be.
MAP_ANIMATION = 0.5
# How long a screenshot waits for the screen cast's first frame before it makes mutter paint.
FIRST_FRAME = 5
MODIFIERS = {"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L", "super": "Super_L"}


def _mutter_is_running():
    if os.environ.get("GDK_BACKEND") != "wayland":
        return False
    bus = Gio.bus_get_sync(Gio.BusType.SESSION)
    reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                          GLib.Variant("(s)", (REMOTE_DESKTOP,)), GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 5000, None)
    return reply.unpack()[0]


ON_MUTTER = _mutter_is_running()
AVAILABLE = os.environ.get("GDK_BACKEND") != "wayland" or ON_MUTTER
TOUCH_AVAILABLE = ON_MUTTER
NO_TOUCH = ("needs real touch, which only mutter's remote desktop sends here (NotifyTouchDown, NotifyTouchMotion, "
            "NotifyTouchUp): Xvfb has no touchscreen and xdotool sends no touch; run under with-display.sh --mutter")
# The slot of the one finger the tests touch with.
FINGER = 0


class _MutterSession:
    """One remote-desktop session for the whole test run. mutter ends it when this process's
    bus connection goes."""

    def __init__(self):
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        self.path = self.call(REMOTE_DESKTOP, "/org/gnome/Mutter/RemoteDesktop", REMOTE_DESKTOP, "CreateSession",
                              reply="(o)")[0]
        session_id = self.call(REMOTE_DESKTOP, self.path, "org.freedesktop.DBus.Properties", "Get",
                               GLib.Variant("(ss)", (f"{REMOTE_DESKTOP}.Session", "SessionId")), "(v)")[0]
        screen_cast = self.call(SCREEN_CAST, "/org/gnome/Mutter/ScreenCast", SCREEN_CAST, "CreateSession",
                                GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},)),
                                "(o)")[0]
        # "" records the primary monitor, whatever its connector is called (mutter 43 names a
        # virtual monitor Meta-0, later versions otherwise).
        self.stream = self.call(SCREEN_CAST, screen_cast, f"{SCREEN_CAST}.Session", "RecordMonitor",
                                GLib.Variant("(sa{sv})", ("", {})), "(o)")[0]
        nodes = []
        subscription = self.bus.signal_subscribe(SCREEN_CAST, f"{SCREEN_CAST}.Stream", "PipeWireStreamAdded", self.stream,
                                                 None, Gio.DBusSignalFlags.NONE, lambda *signal: nodes.append(signal[5][0]))
        self.call(REMOTE_DESKTOP, self.path, f"{REMOTE_DESKTOP}.Session", "Start")
        # The monitor's stream, which a screenshot reads.
        context = GLib.MainContext.default()
        deadline = time.monotonic() + 10
        while not nodes and time.monotonic() < deadline:
            context.iteration(False) or time.sleep(0.01)
        self.bus.signal_unsubscribe(subscription)
        if not nodes:
            raise RuntimeError("mutter's screen cast stream did not start within 10 s (is pipewire running?)")
        self.pipewire_node = nodes[0]
        # Until the virtual keyboard has sent a key, mutter 43 gives a new window no focus: it
        # stays inactive, and the first keys it gets go to activating it. A Shift now, before
        # any test's window maps, makes each window active as it appears, as on a desktop. The
        # pointer goes to a corner no window covers, so no window is entered by accident. A
        # touch there makes the virtual touchscreen, so that windows see the seat's touch
        # from when they map: a touch sent before a window has learnt of it is lost.
        self.key("Shift_L")
        self.touch_down(FINGER, 0, 0)
        self.touch_up(FINGER)
        self.move(0, 0)

    def call(self, name, path, interface, method, arguments=None, reply=None):
        result = self.bus.call_sync(name, path, interface, method, arguments,
                                    GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, 10000, None)
        return result.unpack() if reply else None

    def send(self, method, *arguments):
        self.call(REMOTE_DESKTOP, self.path, f"{REMOTE_DESKTOP}.Session", method, GLib.Variant(arguments[0], arguments[1:]))

    def keysym(self, keysym, pressed):
        self.send("NotifyKeyboardKeysym", "(ub)", keysym, pressed)

    def key(self, chord):
        *modifiers, name = chord.split("+")
        keysyms = [Gdk.keyval_from_name(MODIFIERS[modifier.lower()]) for modifier in modifiers] + [_keysym(name)]
        for keysym in keysyms:
            self.keysym(keysym, True)
        for keysym in reversed(keysyms):
            self.keysym(keysym, False)

    def type_text(self, text, delay):
        for character in text:
            keysym = Gdk.unicode_to_keyval(ord(character))
            self.keysym(keysym, True)
            self.keysym(keysym, False)
            time.sleep(delay)

    def move(self, x, y):
        self.motion(x, y)
        # A button pressed at once after a move now and then went where the pointer had been
        # (a click meant for a sidebar row was lost in 1 of 12 tries here): mutter gets time to
        # find the surface under the pointer.
        time.sleep(SIX_FRAMES)

    def motion(self, x, y):
        self.send("NotifyPointerMotionAbsolute", "(sdd)", self.stream, float(x), float(y))
        self.pointer = (x, y)

    def nudge_pointer(self):
        """Moves the pointer one pixel and back, so that mutter paints the screen anew."""
        x, y = self.pointer
        self.motion(x + 1, y)
        self.motion(x, y)

    def button(self, pressed):
        self.send("NotifyPointerButton", "(ib)", BUTTON_LEFT, pressed)

    def wheel(self, clicks):
        """Turns the wheel by `clicks`: down when positive, up when negative."""
        self.send("NotifyPointerAxisDiscrete", "(ui)", VERTICAL_AXIS, clicks)

    def touch_down(self, slot, x, y):
        self.send("NotifyTouchDown", "(sudd)", self.stream, slot, float(x), float(y))

    def touch_motion(self, slot, x, y):
        self.send("NotifyTouchMotion", "(sudd)", self.stream, slot, float(x), float(y))

    def touch_up(self, slot):
        self.send("NotifyTouchUp", "(u)", slot)

    def screen_size(self):
        parameters = self.call(SCREEN_CAST, self.stream, "org.freedesktop.DBus.Properties", "Get",
                               GLib.Variant("(ss)", (f"{SCREEN_CAST}.Stream", "Parameters")), "(v)")[0]
        return parameters["size"]


def _keysym(name):
    keysym = Gdk.keyval_from_name(name)
    if keysym == Gdk.KEY_VoidSymbol:
        raise ValueError(f"no key is named '{name}'")
    return keysym


_session = None


def mutter_session():
    """The remote-desktop session, started on first use (DemoTestCase starts it before the
    first demo starts, so that every window of the demo's is focused as it maps)."""
    global _session
    if _session is None:
        _session = _MutterSession()
    return _session


def screenshot(path):
    """Saves what mutter's monitor shows as the PNG `path`: one frame of the screen cast
    stream, through GStreamer's pipewire source. Returns an error message, or None.

    mutter sends a frame when a reader joins the stream, and after that only when the screen
    changes. Once (Debian 13's mutter 48, a still screen, late in a run) that first frame
    never came; so if none comes within FIRST_FRAME seconds, the pointer moves a pixel and
    back, which makes mutter paint the screen and send it. Once (the same mutter, both
    systems' tests side by side) GStreamer could not start reading the stream ("Failed to set
    pipeline to PAUSED"): a reader that fails to start is started once more."""
    failure = _screenshot_once(path)
    if failure is None or "Failed to set pipeline" not in failure:
        return failure
    time.sleep(1)
    retried = _screenshot_once(path)
    return None if retried is None else f"{failure}; started again: {retried}"


def _screenshot_once(path):
    """One reading of a frame of the stream into `path`; see screenshot()."""
    with screen_cast_reader(path, frames=1) as recorder:
        try:
            _, errors = recorder.communicate(timeout=FIRST_FRAME)
        except subprocess.TimeoutExpired:
            mutter_session().nudge_pointer()
            try:
                _, errors = recorder.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                recorder.kill()
                return f"the screen cast stream gave no frame within {FIRST_FRAME + 30} s, nor after the pointer moved"
    return None if recorder.returncode == 0 and os.path.getsize(path) > 0 else (errors.strip() or "gst-launch-1.0 saved nothing")


def screen_cast_reader(location, frames):
    """Starts GStreamer reading `frames` frames of mutter's monitor stream into PNG files at
    `location` (a multifilesink pattern such as frame%d.png when more than one); returns its
    process, with its stderr a pipe."""
    sink = "filesink" if frames == 1 else "multifilesink"
    return subprocess.Popen(["gst-launch-1.0", "-q", "pipewiresrc", f"path={mutter_session().pipewire_node}",
                             f"num-buffers={frames}", "!", "videoconvert", "!", "pngenc", "!", sink, f"location={location}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def xdotool(*arguments):
    subprocess.run(["xdotool", *arguments], check=True, capture_output=True, timeout=30)


def key(*chords):
    """Presses and releases each chord in turn ("Tab", "ctrl+z")."""
    if ON_MUTTER:
        for chord in chords:
            mutter_session().key(chord)
    else:
        xdotool("key", *chords)


def type_text(text, delay=0.05):
    """Types `text` one character at a time, `delay` seconds apart."""
    if ON_MUTTER:
        mutter_session().type_text(text, delay)
    else:
        xdotool("type", "--delay", str(round(delay * 1000)), text)


def move_pointer(x, y):
    if ON_MUTTER:
        mutter_session().move(x, y)
    else:
        xdotool("mousemove", str(x), str(y))


def press_button():
    """Presses the left button where the pointer is, and holds it."""
    if ON_MUTTER:
        mutter_session().button(True)
    else:
        xdotool("mousedown", "1")


def release_button():
    if ON_MUTTER:
        mutter_session().button(False)
    else:
        xdotool("mouseup", "1")


def click(x, y):
    """Moves the pointer to (x, y) and clicks the left button there."""
    move_pointer(x, y)
    press_button()
    release_button()


def drag(start, end, steps=10):
    """Presses the left button at `start`, moves to `end` in `steps` even moves, and releases
    it there."""
    (x0, y0), (x1, y1) = start, end
    move_pointer(x0, y0)
    press_button()
    for step in range(1, steps + 1):
        move_pointer(x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
    release_button()


def _touchscreen():
    if not TOUCH_AVAILABLE:
        raise RuntimeError(NO_TOUCH)
    return mutter_session()


def touch_down(x, y):
    """Puts a finger on the screen at (x, y) and keeps it there."""
    _touchscreen().touch_down(FINGER, x, y)


def touch_move(x, y):
    """Moves the finger that is down to (x, y)."""
    _touchscreen().touch_motion(FINGER, x, y)


def touch_up():
    """Lifts the finger from where it is."""
    _touchscreen().touch_up(FINGER)


def tap(x, y):
    """Touches (x, y) and lifts the finger there."""
    touch_down(x, y)
    touch_up()


def swipe(start, end, steps=10, interval=ONE_FRAME):
    """Puts a finger down at `start`, moves it to `end` in `steps` even motions `interval`
    seconds apart, and lifts it there. Motions a frame or so apart are a fling: the finger
    leaves moving."""
    (x0, y0), (x1, y1) = start, end
    touch_down(x0, y0)
    for step in range(1, steps + 1):
        time.sleep(interval)
        touch_move(x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
    touch_up()


@contextlib.contextmanager
def touching(x, y):
    """Holds a finger down at (x, y) while the `with` block runs, and lifts it after, also when
    the block fails."""
    touch_down(x, y)
    try:
        yield
    finally:
        touch_up()


def send(steps):
    """Sends `steps` as fast as the display takes them, for the monkey. Each step is one of
    ("move", x, y), ("press",), ("release",), ("click",), ("wheel", clicks): down when
    positive, up when negative, or ("key", chord). On X11 one xdotool command sends them all;
    under mutter each is a remote-desktop call, and a move is not followed by move_pointer's
    pause, so a press right after a move may reach the surface that was under the pointer
    before (one that has just opened or closed: a popover, a dialog)."""
    if not ON_MUTTER:
        xdotool(*(argument for step in steps for argument in _xdotool_arguments(*step)))
        return
    session = mutter_session()
    for kind, *values in steps:
        if kind == "move":
            session.motion(*values)
        elif kind == "press":
            session.button(True)
        elif kind == "release":
            session.button(False)
        elif kind == "click":
            session.button(True)
            session.button(False)
        elif kind == "wheel":
            session.wheel(*values)
        else:
            session.key(*values)


def describe(steps):
    """`steps` (see send) as one line: on X11 the xdotool command that sends them, under mutter
    the steps themselves."""
    if not ON_MUTTER:
        return " ".join(["xdotool", *(argument for step in steps for argument in _xdotool_arguments(*step))])
    return "mutter: " + ", ".join(" ".join(map(str, step)) for step in steps)


def _xdotool_arguments(kind, *values):
    """The xdotool arguments that send one step (see send)."""
    if kind == "move":
        return ["mousemove", *map(str, values)]
    if kind == "press":
        return ["mousedown", "1"]
    if kind == "release":
        return ["mouseup", "1"]
    if kind == "click":
        return ["click", "--delay", "1", "1"]
    if kind == "wheel":
        # Buttons 4 and 5 are the wheel's clicks up and down.
        return ["click", "--delay", "1", "4" if values[0] < 0 else "5"]
    return ["key", "--delay", "1", *values]


def screen_size():
    """The screen's (width, height), in the coordinates the pointer takes."""
    if ON_MUTTER:
        return tuple(mutter_session().screen_size())
    width, height = subprocess.run(["xdotool", "getdisplaygeometry"], check=True, capture_output=True, text=True).stdout.split()
    return int(width), int(height)


def window_geometry(title, size, listed_at):
    """Where the window titled `title` is on the screen, and how large: (x, y, width,
    height). `size` is the window's own (width, height), as AT-SPI gives it, and `listed_at`
    the time.monotonic() at which AT-SPI first listed it. A Wayland client cannot learn where
    its window is, so mutter is told to centre new windows (with-display.sh) and the place
    follows from the screen's size, once the window has stopped zooming in."""
    if ON_MUTTER:
        time.sleep(max(0.0, listed_at + MAP_ANIMATION - time.monotonic()))
        screen_width, screen_height = screen_size()
        width, height = size
        return (screen_width - width) // 2, (screen_height - height) // 2, width, height
    output = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title, "getwindowgeometry", "--shell"],
                            capture_output=True, text=True).stdout
    values = dict(line.split("=") for line in output.split() if "=" in line)
    return tuple(int(values[key]) for key in ("X", "Y", "WIDTH", "HEIGHT")) if "HEIGHT" in values else None
