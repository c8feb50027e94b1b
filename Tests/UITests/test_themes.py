# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Every page under every theme GTK 4.8 ships, and with text at 200 %: the demo is started
once per theme, each page is opened from the sidebar, and a screenshot of the window is kept
as test-artifacts/themes/<theme>/<page>.png.

The test checks that each theme really took effect (GTK falls back to the default theme
without a word for a name it does not know, such as GTK_THEME=HighContrastInverse: 4.8 calls
that theme HighContrast:dark), and that at 200 % the window still fits the screen. The
contrast of the drawn controls is measured on GTK's own rendering by the widget test
ThemeTests (Tests/GtkControlsTests), whose figures and renders go to test-artifacts/themes/.

X11 only: the themes draw the same pixels on Wayland; the X11 pass covers what this test
checks."""
import os
import re
import shutil
import subprocess
import time
import unittest

import pyatspi
from demo import ARTIFACTS, ON_WAYLAND, WINDOW_TITLE, DemoTestCase, wait_for

SCREEN = (1280, 800)


def dominant_color(path):
    """The colour most pixels of the image have, as (r, g, b) in 0…255: the window's
    background."""
    histogram = subprocess.run(["convert", path, "-format", "%c", "histogram:info:-"],
                               check=True, capture_output=True, text=True).stdout
    count, color = max((int(line.split(":")[0]), line.split("(")[1].split(")")[0])
                       for line in histogram.splitlines() if ":" in line)
    return tuple(int(float(channel)) for channel in color.split(",")[:3])


def ink(path):
    """The share of the image's pixels that are dark on a light theme: its text and lines."""
    return float(subprocess.run(["convert", path, "-colorspace", "Gray", "-threshold", "50%", "-format", "%[fx:1-mean]", "info:"],
                                check=True, capture_output=True, text=True).stdout)


def luminance(color):
    """WCAG 2.x relative luminance of an sRGB colour."""
    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@unittest.skipIf(ON_WAYLAND, "screenshots of every page are taken in the X11 pass; the themes draw the same on Wayland")
class ThemesTest(DemoTestCase):
    # (artifact folder, environment, whether the theme is dark, text dpi or None for 96)
    themes = [
        ("default", {"GTK_THEME": "Adwaita"}, False, None),
        ("dark", {"GTK_THEME": "Adwaita:dark"}, True, None),
        ("HighContrast", {"GTK_THEME": "HighContrast"}, False, None),
        ("HighContrastInverse", {"GTK_THEME": "HighContrast:dark"}, True, None),
        ("text-200", {"GTK_THEME": "Adwaita"}, False, 2 * 96),
    ]

    def setUp(self):
        self.environment = dict(self.themes[0][1])
        super().setUp()

    @staticmethod
    def set_text_scale(dpi):
        """Sets the X resource Xft.dpi (what xrdb would), from which GTK 4 on X11 takes
        gtk-xft-dpi when no XSETTINGS manager runs (settings.ini does not override it there);
        None removes it."""
        if dpi is None:
            subprocess.run(["xprop", "-root", "-remove", "RESOURCE_MANAGER"], check=True)
        else:
            subprocess.run(["xprop", "-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER", f"Xft.dpi:\t{dpi}\n"], check=True)

    def restart(self, environment):
        self.stop_demo()
        self.environment = environment
        self.start_demo()

    def pages(self):
        sidebar = self.wait_for_node("list", "Pages")
        return [row.name for row in (sidebar.getChildAtIndex(i) for i in range(sidebar.childCount))
                if row.getState().contains(pyatspi.STATE_SELECTABLE)]

    def window_id(self):
        return subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", WINDOW_TITLE],
                              check=True, capture_output=True, text=True, timeout=30).stdout.split()[0]

    def capture(self, path, timeout=2.0):
        """Saves the demo's window as `path` once it stops changing (the pages cross-fade),
        or after `timeout` seconds on a page that animates (a spinner)."""
        window = self.window_id()
        previous = None
        deadline = time.monotonic() + timeout
        while True:
            subprocess.run(["import", "-window", window, path], check=True, capture_output=True, timeout=30)
            with open(path, "rb") as shot:
                current = shot.read()
            if current == previous or time.monotonic() > deadline:
                return
            previous = current

    def minimum_size(self):
        """The smallest size the window can take and still show all of its content, as GTK
        tells the X server (WM_NORMAL_HINTS): larger than the screen means a part is cut."""
        hints = subprocess.run(["xprop", "-id", self.window_id(), "WM_NORMAL_HINTS"],
                               check=True, capture_output=True, text=True).stdout
        line = next(line for line in hints.splitlines() if "minimum size" in line)
        width, _, height = line.split(":")[1].split()
        return int(width), int(height)

    def test_every_page_in_every_theme(self):
        backgrounds = {}
        inks = {}
        for name, environment, dark, dpi in self.themes:
            with self.subTest(theme=name):
                if dpi:
                    self.set_text_scale(dpi)
                    self.addCleanup(self.set_text_scale, None)
                if environment != self.environment or dpi:
                    self.restart(environment)
                folder = os.path.join(ARTIFACTS, "themes", name)
                shutil.rmtree(folder, ignore_errors=True)
                os.makedirs(folder)
                for title in self.pages():
                    self.open_page(title)
                    wait_for(lambda: self.find(self.window, "panel", title), message=f"the page {title}")
                    self.capture(os.path.join(folder, re.sub(r"\W+", "-", title) + ".png"))
                    width, height = self.minimum_size()
                    with self.subTest(theme=name, page=title):
                        self.assertLessEqual(width, SCREEN[0], f"the window needs {width} px, wider than the screen")
                        self.assertLessEqual(height, SCREEN[1], f"the window needs {height} px, taller than the screen")
                shot = os.path.join(folder, sorted(os.listdir(folder))[0])
                backgrounds[name] = dominant_color(shot)
                inks[name] = ink(shot)
                self.assertEqual(luminance(backgrounds[name]) < 0.2, dark,
                                 f"{name}: the window's background {backgrounds[name]} is not that of a {'dark' if dark else 'light'} theme")
        self.assertNotEqual(backgrounds.get("HighContrast"), backgrounds.get("default"), "HighContrast drew the default theme")
        self.assertNotEqual(backgrounds.get("HighContrastInverse"), backgrounds.get("dark"), "HighContrastInverse drew the dark theme")
        self.assertEqual(backgrounds.get("text-200"), backgrounds.get("default"), "text at 200 % changed the theme")
        # Every page fits a phone's width at 200 % too, so the window's least width does not
        # tell the text's size: the text's share of the same page does (3.6× with GTK 4.8;
        # 1.95× with 4.18, whose 600sp breakpoint shows the page alone at 200 %).
        self.assertGreater(inks.get("text-200", 0), 1.5 * inks.get("default", 1), "the text did not grow at 200 %")
