# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""A monkey test: thousands of seeded random clicks, drags, wheel turns and keys on every page
of the running demo, with G_DEBUG=fatal-warnings, on X11 (xdotool, under metacity) or under a
headless mutter (its remote desktop), as real_input.py sends them. No crash, no GTK critical or
warning may come of it, but for one miscount GTK after 4.8 makes when a widget goes during a
press, which is counted instead (KNOWN_MISCOUNT). A failure prints its seed and keeps, in
test-artifacts/, a screenshot, the demo's stderr and the last 200 events sent (monkey-SEED.png,
.stderr.txt, .events.txt), and after a crash or a GTK warning (which stops the demo) the
backtrace of every thread (.backtrace.txt, by gdb), so it can be replayed and read:

    scripts/monkey.sh [--mutter] --seed SEED [--events-per-page N]

Seeds that once found a bug, fixed since, are kept in Tests/Fixtures/monkey-seeds.txt and must
keep passing: `scripts/monkey.sh --known-seeds` runs each of them.
"""
import argparse
import collections
import glob
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

import real_input
from demo import ARTIFACTS, WINDOW_TITLE, applications_of, demo_binary, descendants, is_visible_to_at, role_name, screenshot, wait_for

KEYS = ["Tab", "shift+Tab", "Up", "Down", "Left", "Right", "Page_Up", "Page_Down", "Home", "End",
        "space", "Return", "Escape", "Delete", "BackSpace", "a", "e", "n", "s", "w", "ctrl+f"]
SIDEBAR_WIDTH = 230
HEADER_HEIGHT = 56
# How far from the window's right and bottom edges events stay. A press within a few pixels of
# the edge starts a resize, which is the window manager's part, not the demo's. An X server
# without one (Xvfb alone) leaves it to GTK, which then miscounts the pressed widgets and warns
# "Broken accounting of active state" (Tests/UITests/plain_gtk_resize_edge.py); the monkey now
# runs a window manager on X11 (start_window_manager), and the margins stay so that a seed
# sends the events it always did. Under mutter events come as close as 5 pixels.
EDGE = 5 if real_input.ON_MUTTER else 12
# How many of the last events sent a failure keeps.
RECENT_EVENTS = 200
# How many events go between two round trips to the demo (see run). mutter sends each event
# to the demo at once, in a write of its own, and libwayland's server drops a client whose
# socket is full ("WL: error in client communication"): mutter 43 (Debian 12) dropped the
# demo when a batch of 25 met a busy moment. A batch of 5 keeps what waits unread small.
BATCH = 5 if real_input.ON_MUTTER else 25
# The keys that open a popover when a menu button has the focus, and how long the monkey then
# waits, once the demo has answered, before it presses a mouse button. GTK loses count of the
# pressed widgets when a popover's grab starts while a mouse button is held, and warns "Broken
# accounting of active state" for each: under mutter a plain GTK window shows it
# (Tests/UITests/plain_gtk_popover_while_pressed.py; the popover's grab came 80 ms after the
# key there), and on X11 fresh seeds met it too (space, then a press on a result row; space,
# then a drag from a drop-down's popover). Pressing a key and clicking within a few frames is
# GTK's to fix, not the demo's.
# Escape waits so too: space or Return on the About's Save As opens GTK's file chooser, and
# GTK 4.18 warns "gtk_box_remove: assertion 'GTK_IS_BOX (box)' failed" when the chooser is
# closed within some 50 ms of its opening (Tests/UITests/plain_gtk_file_dialog_closed_at_once.py;
# seed 619158147 under mutter).
POPOVER_KEYS = {"space", "Return"}
POPOVER_WAIT = 0.25
# A click opens a popover too, on a drop-down or a button that says it opens one (has-popup):
# under mutter a press at once after the click on a drop-down warned so (seed 528147848). GTK
# 4.8 does not pass has-popup on to AT-SPI, so there the demo's one such button is known by name.
POPOVER_BUTTONS_ON_GTK_4_8 = {"Bookmarks"}


# GTK after 4.8 warns "Broken accounting of active state" when a widget holding the pressed one
# goes during the press, which timers and animations do at any moment of one
# (plain_gtk_hidden_while_pressed.py). known_gtk_miscount.c, preloaded into the demo, lets that
# warning through, and only when such a widget went, as a line starting with this; the monkey
# counts them. Any other warning still stops the demo.
KNOWN_MISCOUNT = "known GTK miscount, a widget went during the press:"

HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = os.path.join(HERE, "..", "Fixtures", "monkey-seeds.txt")


class MonkeyFailure(AssertionError):
    pass


def known_seeds():
    """The seeds of Tests/Fixtures/monkey-seeds.txt, in its order: one a line, `#` comments."""
    with open(SEEDS) as file:
        return [int(line.split("#")[0]) for line in file if line.split("#")[0].strip()]


def fresh_seed():
    """A seed no run has had before, as far as anyone can tell."""
    return random.SystemRandom().randrange(1, 2**31)


def replay_command(seed, events_per_page, pages=None):
    """The command that runs `seed` again on this display, on `pages` if only some were run."""
    display = "--mutter " if real_input.ON_MUTTER else ""
    only = "".join(f" --page '{page}'" for page in pages or [])
    return f"scripts/monkey.sh {display}--seed {seed} --events-per-page {events_per_page}{only}"


def random_events(rng, count, geometry):
    """`count` random events inside the page area of the window, each as the steps that send
    it (real_input.send). A seed gives the same events on X11 and under mutter."""
    x0, y0, width, height = geometry
    def move():
        # Never off the screen's top or left edge, where a dragged window may reach.
        return "move", max(0, x0 + rng.randint(SIDEBAR_WIDTH, width - EDGE)), max(0, y0 + rng.randint(HEADER_HEIGHT, height - EDGE))
    events = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.35:
            events.append([move(), ("click",)])
        elif roll < 0.45:
            events.append([move(), ("press",), move(), move(), move(), ("release",)])
        elif roll < 0.50:
            events.append([move(), ("wheel", rng.choice([-1, 1]))])
        else:
            events.append([("key", rng.choice(KEYS))])
    return events


def opens_popover(event, openers=()):
    """Whether `event` (its steps) may open a popover: a key that opens one when a menu button
    has the focus, or a click on one of `openers` (screen rectangles: x, y, width, height)."""
    if event[0][0] == "key":
        return event[0][1] in POPOVER_KEYS
    if event[-1][0] != "click":
        return False
    _, x, y = event[0]
    return any(left <= x < left + width and top <= y < top + height for left, top, width, height in openers)


def popover_openers(window):
    """Where the widgets that open a popover when clicked are in `window` now, in its own
    coordinates (x, y, width, height): drop-downs, and buttons that say they open one."""
    openers = []
    for node in descendants(window):
        try:
            role = role_name(node)
            if not (role == "combo box" or node.getState().contains(pyatspi.STATE_HAS_POPUP)
                    or role == "push button" and node.name in POPOVER_BUTTONS_ON_GTK_4_8) or not is_visible_to_at(node):
                continue
            extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        except (GLib.GError, NotImplementedError):
            continue  # Gone while it was read: it opens nothing now.
        openers.append((extents.x, extents.y, extents.width, extents.height))
    return openers


def presses_or_escapes(event):
    """Whether `event` (its steps) presses a mouse button, or Escape (see POPOVER_KEYS)."""
    return any(step[0] in ("press", "click") or step == ("key", "Escape") for step in event)


def is_drag(steps):
    """Whether `steps` are one drag: a move, a press, moves and a release."""
    return len(steps) > 2 and steps[1] == ("press",) and steps[-1] == ("release",)


def runs(events, popover_may_open, openers=(), drags_apart=False):
    """Splits `events` (each a list of steps) into the runs of steps the monkey sends at once,
    and says before which it waits for a popover (POPOVER_WAIT): the first press or Escape after
    a key or a click that may open one (opens_popover, with `openers`) starts a new run.
    `popover_may_open` says whether such an event was sent before `events` with no wait since.
    With `drags_apart` (under mutter) each drag is a run of its own, so that the monkey can look
    just before it for a dialog inside the window (see dialog_inside), and so can the event
    after it.
    Returns the runs, each as (whether to wait first, steps), and whether a popover may still
    open after them."""
    result, wait, steps = [], False, []
    for event in events:
        if popover_may_open and presses_or_escapes(event):
            if steps:
                result.append((wait, steps))
            wait, steps, popover_may_open = True, [], False
        elif drags_apart and steps and (is_drag(event) or is_drag(steps)):
            result.append((wait, steps))
            wait, steps = False, []
        steps.extend(event)
        popover_may_open = popover_may_open or opens_popover(event, openers)
    if steps:
        result.append((wait, steps))
    return result, popover_may_open


def dialog_inside(window):
    """Whether a dialog is open inside `window` (an AT-SPI frame), as libadwaita 1.5 and later
    present About: over the whole window, in a window handle. A drag that begins on the dimmed
    window around the dialog, or on the dialog's own header or background, moves the window
    (GtkWindowHandle). On X11 the monkey sees where it went and follows (follow_window), but
    a Wayland client cannot learn where its window is, so under mutter the monkey sends no drag
    while such a dialog is open: a moved window took the monkey's next clicks to its header,
    and one closed it (seed 1 on Debian 13, found by logging the demo's xdg_toplevel.move
    requests and which widget began each). An AT-SPI call that fails counts as a dialog; a
    child GTK has just destroyed (None) does not."""
    try:
        hosts = [host for host in window if host is not None]
        children = [host.getChildAtIndex(index) for host in hosts for index in range(host.childCount)]
        return any(child is not None and role_name(child) == "dialog" for child in children)
    except GLib.GError:
        return True


def focus(window_title, app):
    """Gives the demo's window the keyboard focus at the start of a page. On X11 xdotool gives
    it; a window of the demo's above it (a dialog, a popover) may take it on, where a user's keys
    would go too, so this waits until one of the demo's windows (`app`'s) is active. A Wayland
    client cannot take the focus, so under mutter the window has it as it maps, and after a
    dialog has taken it, a click in the window gives it back, as it would to a user's. Raises
    AssertionError when the demo has not got it within 30 s."""
    if real_input.ON_MUTTER:
        return
    # Not `windowfocus --sync`, which waits for this very window: seeds 1412110125 and
    # 1967224474 (Debian 12) waited for it in vain at the start of their second page.
    real_input.xdotool("search", "--sync", "--onlyvisible", "--name", window_title, "windowfocus")
    wait_for(lambda: any(window.getState().contains(pyatspi.STATE_ACTIVE) for window in app),
             timeout=30, message="one of the demo's windows to be active")


def start_window_manager():
    """On X11, starts a window manager (metacity, GNOME's on X11) on the display, as every X11
    session has, and returns its process once it manages windows; under mutter, None. With
    none (Xvfb alone), GDK moves and resizes a window itself when its header bar or an edge is
    dragged, and GTK then miscounts the pressed widgets ("Broken accounting of active state"),
    plain GTK alike: Tests/UITests/plain_gtk_window_move.py and plain_gtk_resize_edge.py."""
    if real_input.ON_MUTTER:
        return None
    manager = subprocess.Popen(["metacity", "--replace", "--no-composite", "--sm-disable"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(lambda: manager.poll() is None and "window id" in subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True, text=True).stdout,
            message="the window manager")
    except BaseException:
        manager.kill()
        manager.wait()
        raise
    return manager


def run(seed, events_per_page, pages=None):
    """Runs the monkey; raises MonkeyFailure naming the seed when something breaks."""
    rng = random.Random(seed)
    scratch = tempfile.mkdtemp(prefix="monkey-")
    artefacts = os.path.join(ARTIFACTS, f"monkey-{seed}")
    stderr_path = artefacts + ".stderr.txt"
    os.makedirs(ARTIFACTS, exist_ok=True)
    if real_input.ON_MUTTER:
        # Before the demo's window maps, so that mutter focuses it (see real_input).
        real_input.mutter_session()
    # A crash leaves a core in the scratch folder, and a failure keeps the backtrace gdb reads
    # from it: Swift's own backtracer cannot stop the demo's threads here, and names one frame.
    # A GTK warning fails the run as a critical does, so it stops the demo too: its backtrace
    # shows how the demo came to it (seed 1056660279's "Broken accounting" left none).
    # G_MESSAGES_DEBUG: the demo says why it quits (a signal, its window asked to close).
    env = dict(os.environ, G_DEBUG="fatal-warnings", G_MESSAGES_DEBUG="ControlsDemo", SWIFT_BACKTRACE="enable=no",
               XDG_DATA_HOME=os.path.join(scratch, "data"), XDG_CONFIG_HOME=os.path.join(scratch, "config"),
               LD_PRELOAD=known_miscount_library(scratch))
    env.setdefault("GSK_RENDERER", "cairo")
    manager = start_window_manager()
    with open(stderr_path, "w") as stderr:
        # GLib writes debug messages to stdout: the file takes both.
        process = subprocess.Popen([demo_binary()], stdout=stderr, stderr=stderr, env=env, cwd=scratch, preexec_fn=allow_core_dumps)
    events = 0
    recent = collections.deque(maxlen=RECENT_EVENTS)  # (page, steps or a note) of the last events sent
    openers_of, page_shown = {}, None  # see openers_on_screen

    def fail(reason):
        sent = artefacts + ".events.txt"
        with open(sent, "w") as out:
            out.writelines(f"{page}\t{steps if isinstance(steps, str) else real_input.describe(steps)}\n" for page, steps in recent)
        shot = screenshot(artefacts + ".png")
        backtrace = keep_backtrace(process, scratch, artefacts + ".backtrace.txt", stderr_path)
        raise MonkeyFailure(f"monkey seed {seed}: {reason} after {events} events; screenshot {shot}, stderr {stderr_path}, "
                            f"the last {len(recent)} events {sent}; " + (f"the crash's backtrace {backtrace}; " if backtrace else "") +
                            f"replay with {replay_command(seed, events_per_page, pages)}")

    def round_trip(title):
        """Waits until the demo has handled the input sent so far; returns how long that took.
        GTK hands a frame's worth of input to the widgets in one go, and the demo answers once
        it has handled it. Without it the input runs ahead of a loaded machine by seconds, and
        AT-SPI gives up on a call after 0.8 s (the sidebar's next page change failed so). A
        demo that stops answering for 30 s fails here."""
        waited = wait_until_answered(sidebar, process, patience=30)
        if process.poll() is not None:
            fail(f"the demo exited with status {process.returncode} on page {title}{quit_reason()}")
        if waited is None:
            fail(f"the demo did not answer for 30 s on page {title}")
        return waited

    def ask(question, title, what):
        """The demo's answer to `question`, an AT-SPI call. AT-SPI gives up on a call after
        0.8 s, which a demo still busy with the last page's events, or making the new one, can
        take (at the machine's load of 9 to 14 on 2 cores it did, for the choice of a page and
        for the window's size right after it; at 20, seeds 1726872445 and 1249770827 met it for
        the size after 8 clean pages): then the call waits for the demo to answer and is made
        once more. `what` names the call in a failure ("choose page Search")."""
        for attempt in range(2):
            try:
                return question()
            except GLib.GError as error:
                if attempt == 1:
                    fail(f"the demo did not {what}: {error}")
                round_trip(title)

    def choose_page(title):
        """Chooses the page `title` in the sidebar, as a screen reader does, and waits until the
        demo has shown it."""
        ask(lambda: sidebar.querySelection().selectChild(titles.index(title)), title, f"choose page {title}")
        round_trip(title)

    def follow_window(title, geometry):
        """Where the window is now, given it was at `geometry` (X11). A drag on a header bar
        inside the page (the About dialog's) moves it: the events follow it, and the events
        kept say where it went. Partly off the screen, however it got there (a page may begin
        so), it is moved back onto it, as a user drags it back, so that the events, which stay
        on the screen, keep to the page rather than its edges (seed 428078598 clicked the
        window's corner at (0, 0); seed 258107566 began a page with the window off the screen)."""
        moved = real_input.window_geometry(WINDOW_TITLE, None, None) or geometry
        x, y, width, height = moved
        screen_width, screen_height = real_input.screen_size()
        on_screen = (max(0, min(x, screen_width - width)), max(0, min(y, screen_height - height)), width, height)
        if moved != geometry:
            recent.append((title, "# the window is now at ({}, {}), {} × {}".format(*moved)))
        if on_screen == moved:
            return moved
        # The window manager places it (`windowmove --sync` waits for the very place asked for).
        real_input.xdotool("search", "--onlyvisible", "--name", WINDOW_TITLE, "windowmove", str(on_screen[0]), str(on_screen[1]))
        def placed():
            now = real_input.window_geometry(WINDOW_TITLE, None, None)
            return now if now and now != moved else None
        try:
            moved = wait_for(placed, timeout=5, message="the window's move")
        except AssertionError:
            pass  # Kept where it was: the next batch asks again.
        recent.append((title, "# the window is moved back to ({}, {})".format(*moved)))
        return moved

    def openers_on_screen(geometry):
        """Where the popover openers (popover_openers) of the page the demo shows are on the
        screen: read once for each page and window size, and again whenever a key has changed
        the page."""
        nonlocal page_shown
        try:
            shown = sidebar.querySelection().getSelectedChild(0).name
        except (AttributeError, GLib.GError):
            shown = None  # AT-SPI gave no answer in time: the page's last known openers stand.
        x0, y0, width, height = geometry
        if shown is not None and (shown, width, height) not in openers_of:
            openers_of[shown, width, height] = popover_openers(window)
        page_shown = shown or page_shown
        return [(x0 + x, y0 + y, w, h) for x, y, w, h in openers_of.get((page_shown, width, height), [])]

    def quit_reason():
        """What the demo said of why it quit (DemoApp.debug), as `, saying "…"`, or ""."""
        with open(stderr_path) as log:
            said = [line.split(": ", 3)[-1].strip() for line in log if "ControlsDemo-DEBUG" in line]
        return f", saying {said[-1]!r}" if said else ""

    def check_stderr(when):
        with open(stderr_path) as log:
            problems = [line.strip() for line in log if "CRITICAL" in line or "WARNING" in line]
        if problems:
            fail(f"GTK complained {when}: {problems[:3]}")

    def miscounts():
        with open(stderr_path) as log:
            return sum(1 for line in log if line.startswith(KNOWN_MISCOUNT))

    try:
        app = wait_for(lambda: next(iter(applications_of(process.pid)), None), message="the demo")
        window = wait_for(lambda: find(app, "frame", WINDOW_TITLE), message="the main window")
        listed_at = time.monotonic()
        sidebar = wait_for(lambda: find(app, "list", "Pages"), message="the sidebar")
        titles = [sidebar.getChildAtIndex(i).name for i in range(sidebar.childCount)]
        for title in [t for t in titles if t and (pages is None or t in pages)]:
            choose_page(title)
            time.sleep(0.3)
            try:
                focus(WINDOW_TITLE, app)
            except (AssertionError, subprocess.TimeoutExpired) as error:
                fail(f"the demo did not get the keyboard focus at the start of page {title}: {error}")
            extents = ask(lambda: window.queryComponent().getExtents(pyatspi.WINDOW_COORDS), title,
                          f"give its window's size on page {title}")
            geometry = wait_for(lambda: real_input.window_geometry(WINDOW_TITLE, (extents.width, extents.height), listed_at),
                                message="the demo's window on the screen")
            started = time.monotonic()
            slowest = 0.0
            popover_may_open = False
            for _ in range(0, events_per_page, BATCH):
                if not real_input.ON_MUTTER:
                    geometry = follow_window(title, geometry)
                batch = random_events(rng, BATCH, geometry)
                openers = openers_on_screen(geometry)
                # Keys move the demo between pages too (the sidebar takes the focus, then an
                # arrow): the events kept name the page it shows.
                recent.extend((page_shown or title, event) for event in batch)
                paced, popover_may_open = runs(batch, popover_may_open, openers, real_input.ON_MUTTER)
                for wait, steps in paced:
                    if wait:
                        slowest = max(slowest, round_trip(title))
                        time.sleep(POPOVER_WAIT)
                    if real_input.ON_MUTTER and is_drag(steps):
                        slowest = max(slowest, round_trip(title))
                        if dialog_inside(window):
                            recent.append((title, f"# not sent, as a dialog is open inside the window: {real_input.describe(steps)}"))
                            continue
                    try:
                        real_input.send(steps)
                    except (subprocess.CalledProcessError, GLib.GError) as error:
                        fail(f"the input could not be sent on page {title}: {error}")
                events += BATCH
                slowest = max(slowest, round_trip(title))
                # While the demo still shows what brought the complaint on.
                check_stderr(f"on page {title}" + (f" (the demo showing {page_shown})" if page_shown not in (None, title) else ""))
            print(f"monkey: {title}: {events_per_page} events in {time.monotonic() - started:.1f} s (longest wait for the demo "
                  f"{slowest:.1f} s, GTK's known miscounts so far {miscounts()}), ending {time.strftime('%H:%M:%S')}", flush=True)
        time.sleep(0.5)
        if process.poll() is not None:
            fail(f"the demo exited with status {process.returncode}{quit_reason()}")
        check_stderr("after the last events")
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=10)
        if manager is not None:
            manager.terminate()
            manager.wait(timeout=10)
        shutil.rmtree(scratch, ignore_errors=True)
    check_stderr("as the demo quit")
    if miscounts():
        print(f"monkey: GTK miscounted {miscounts()} press(es) whose widget went during them, let through by "
              f"known_gtk_miscount.c (the lines are in {stderr_path})", flush=True)
    return events


def known_miscount_library(folder):
    """Builds known_gtk_miscount.c (see KNOWN_MISCOUNT) into `folder`; returns its path, to
    preload into the demo, after any library the environment preloads already."""
    library = os.path.join(folder, "known_gtk_miscount.so")
    gtk = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], check=True, capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-shared", "-fPIC", f'-DKNOWN_MISCOUNT="{KNOWN_MISCOUNT}"', "-o", library,
                    os.path.join(HERE, "known_gtk_miscount.c"), *gtk], check=True)
    return ":".join(filter(None, [os.environ.get("LD_PRELOAD"), library]))


def allow_core_dumps():
    """In the demo's process before it starts: a crash dumps its core."""
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


def keep_backtrace(process, folder, path, stderr_path):
    """Writes to `path` the backtrace of every thread of `process` (the demo), read by gdb from
    the core it left in `folder` if it crashed or GLib stopped it at a warning; returns `path`,
    or None when there is none. A demo that is still up and said nothing fatal is not waited
    for."""
    with open(stderr_path) as log:
        fatal = any(word in line for line in log for word in ("WARNING", "CRITICAL", "ERROR"))
    if process.poll() is None and not fatal:
        return None
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        return None
    cores = glob.glob(os.path.join(folder, "core*"))
    if not cores or shutil.which("gdb") is None:
        return None
    with open(path, "w") as out:
        subprocess.run(["gdb", "-batch", "-ex", "thread apply all bt", demo_binary(), cores[0]], stdout=out,
                       stderr=subprocess.STDOUT, timeout=300)
    return path


def wait_until_answered(accessible, process, patience):
    """Asks the demo (`process`) for `accessible`'s extents until it answers; returns how long
    that took, or None after `patience` seconds or once the demo has exited (pyatspi then
    finds no interface)."""
    asked = time.monotonic()
    while True:
        try:
            accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            return time.monotonic() - asked
        except (GLib.GError, NotImplementedError):
            if time.monotonic() - asked > patience or process.poll() is not None:
                return None


def find(root, role, name):
    stack = [root]
    while stack:
        node = stack.pop()
        try:
            if role_name(node) == role and node.name == name:
                return node
            stack.extend(node.getChildAtIndex(i) for i in range(node.childCount))
        except Exception:
            continue
    return None


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Random input on every page of ControlsDemo.")
    parser.add_argument("--seed", type=int, default=fresh_seed())
    parser.add_argument("--known-seeds", action="store_true", help="run every seed of Tests/Fixtures/monkey-seeds.txt")
    parser.add_argument("--events-per-page", type=int, default=2000)
    parser.add_argument("--page", action="append", dest="pages", metavar="TITLE",
                        help="only this page of the sidebar (may be given again); every page if none")
    options = parser.parse_args()
    failed = 0
    seeds = known_seeds() if options.known_seeds else [options.seed]
    for seed in seeds:
        print(f"monkey: seed {seed}, {options.events_per_page} events a page", flush=True)
        try:
            total = run(seed, options.events_per_page, options.pages)
            print(f"monkey: {total} events, no crash and no GTK warning (GTK's known miscounts, counted above, aside)", flush=True)
        except MonkeyFailure as failure:
            print(failure, flush=True)
            failed += 1
    print(f"monkey: {len(seeds) - failed} passed, {failed} failed", flush=True)
    sys.exit(1 if failed else 0)
