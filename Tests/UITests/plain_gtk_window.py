# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""What the plain GTK reproducers that send input share: a maximized window in a process of its
own (the script itself, run with --window SECONDS), input sent once it is up, and what the
window's process wrote to stderr meanwhile."""
import subprocess
import sys
import tempfile
import time

TITLE = "Plain GTK window"


def show(window, seconds):
    """Shows `window` maximized for `seconds`, then closes it; returns once it is gone."""
    from gi.repository import GLib, Gtk
    window.maximize()
    window.present()
    GLib.timeout_add_seconds(seconds, lambda: window.destroy())
    while Gtk.Window.get_toplevels().get_n_items() > 0:
        GLib.MainContext.default().iteration(True)


def stderr_while(script, seconds, send_input, env=None):
    """Runs `script --window seconds` (in the environment `env`, if given), calls `send_input`
    once its window (titled TITLE) is up, waits for it to close, and returns the lines the
    window's process wrote to stderr."""
    import real_input
    with tempfile.TemporaryFile(mode="w+") as log:
        window = subprocess.Popen([sys.executable, script, "--window", str(seconds)], stderr=log, env=env)
        # The window is up, and under mutter maximized and zoomed in (real_input.MAP_ANIMATION),
        # well within this.
        time.sleep(1.5)
        if not real_input.ON_MUTTER:
            # Xvfb has no window manager: the window stays at the screen's top left, unmaximized.
            real_input.xdotool("search", "--sync", "--onlyvisible", "--name", TITLE, "windowfocus", "--sync")
        send_input()
        window.wait()
        log.seek(0)
        return log.readlines()


def broken_accounting(lines):
    """GTK's "Broken accounting of active state" warnings among `lines`."""
    return [line.strip() for line in lines if "Broken accounting of active state" in line]
