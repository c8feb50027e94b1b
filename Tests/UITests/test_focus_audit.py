# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""The focus audit: on every page, every focus stop has a role and a human name (never a GTK
type name), and, on X11, Tab reaches every control a keyboard user needs and Shift+Tab walks
the same stops back. Each page's tab order is written to test-artifacts/focus-order/.

Where no keyboard reaches the demo (a Wayland compositor without mutter's remote desktop) the
audit checks the names of every focusable control and leaves Tab to the other runs."""
import os
import re
import time

import pyatspi
import real_input
from demo import (ARTIFACTS, DemoTestCase, EventRecorder, descendants, is_visible_to_at, needs_real_input,
                  role_name, wait_for)

# GTK 4.8 names a widget that has no label after its GObject type, and Orca reads it out.
TYPE_NAME = re.compile(r"\bGtk[A-Z]\w*")
# Controls a keyboard user operates, which Tab must reach. Rows of lists are reached with the
# arrow keys once Tab has entered their list, so they are audited for names only; scroll bars
# are for the pointer (the keyboard scrolls whatever has the focus).
INTERACTIVE = {"push button", "toggle button", "check box", "radio button", "slider", "spin button", "entry",
               "password text", "text", "combo box", "menu button", "link", "dial", "switch"}
# What a screen reader reads out in a page besides its focus stops.
SPOKEN_CONTENT = {"image", "label", "icon", "heading", "paragraph", "static"}


def key_of(accessible):
    """What identifies an accessible across lookups: its application and object path."""
    return accessible.app.bus_name, accessible.path


class FocusAuditTest(DemoTestCase):
    maxDiff = None

    def pages(self):
        sidebar = self.wait_for_node("list", "Pages")
        return [row.name for row in (sidebar.getChildAtIndex(i) for i in range(sidebar.childCount))
                if row.getState().contains(pyatspi.STATE_SELECTABLE)]

    def show_page(self, title):
        """Opens the page and returns its accessible, once GTK shows it to assistive technologies."""
        self.open_page(title)
        return wait_for(lambda: self.find(self.window, "panel", title), message=f"the page {title}")

    def describe(self, accessible):
        return f"{role_name(accessible)} '{accessible.name}'"

    def name_faults(self, accessible):
        """Why a screen reader would not say something useful for this stop, or None. Orca
        reads what a stop is labelled by before its name ("GtkImage Bookmarks push button"
        for a GtkButton labelled by its unnamed icon), so those names count too."""
        name = accessible.name.strip()
        if not name:
            return f"an unnamed {role_name(accessible)}"
        labels = [relation.getTarget(i).name for relation in accessible.getRelationSet()
                  if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY for i in range(relation.getNTargets())]
        if any(TYPE_NAME.search(text) for text in [name, *labels]):
            return f"a GTK type name: {self.describe(accessible)} labelled by {labels}"
        return None

    def focusable_controls(self, page):
        """The page's controls that can take focus now (shown, sensitive, exposed). What is
        drawn inside a button (a drop-down's current choice) takes no focus of its own."""
        return [node for node in descendants(page)
                if node.getState().contains(pyatspi.STATE_FOCUSABLE) and node.getState().contains(pyatspi.STATE_SENSITIVE)
                and is_visible_to_at(node) and not self.is_inside_a_button(node)]

    def interactive_controls(self, page):
        """The page's sensitive, exposed controls a keyboard user operates, whether GTK lets
        them take the focus or not (a control that never takes it is the fault to find)."""
        return [node for node in descendants(page)
                if role_name(node) in INTERACTIVE and node.getState().contains(pyatspi.STATE_SENSITIVE)
                and is_visible_to_at(node) and not self.is_inside_a_button(node)]

    @staticmethod
    def self_and_ancestors(accessible):
        """`accessible`, its parent, and so on up to its window."""
        node = accessible
        while node is not None and node.getRole() != pyatspi.ROLE_APPLICATION:
            yield node
            node = node.parent

    def is_inside_a_button(self, accessible):
        return any(role_name(node) in ("push button", "toggle button") for node in self.self_and_ancestors(accessible.parent))

    def test_every_focusable_control_has_a_human_name(self):
        faults = []
        for title in self.pages():
            page = self.show_page(title)
            faults += self.naming_faults(title, page)
            if title == "Search":
                # Again with results, whose rows come from input.
                self.find(page, "entry", "Search states and cities").queryEditableText().setTextContents("new")
                wait_for(lambda: self.find(page, "list item", "New York"), message="search results named by their text")
                faults += self.naming_faults(f"{title} with results", page)
        self.assertEqual(faults, [], "controls a screen reader cannot name")

    def naming_faults(self, title, page):
        controls = {key_of(node): node for node in self.focusable_controls(page) + self.interactive_controls(page)}
        faults = [f"{title}: {fault}" for fault in map(self.name_faults, controls.values()) if fault]
        for node in descendants(page):
            if role_name(node) in SPOKEN_CONTENT and TYPE_NAME.search(node.name) and is_visible_to_at(node):
                faults.append(f"{title}: a GTK type name: {self.describe(node)}")
        return faults

    @needs_real_input
    def test_tab_reaches_every_control_and_shift_tab_walks_back(self):
        os.makedirs(os.path.join(ARTIFACTS, "focus-order"), exist_ok=True)
        tracker = EventRecorder("object:state-changed:focused")
        self.addCleanup(tracker.close)
        self.described_at_focus = {}
        faults = []
        sidebar = self.wait_for_node("list", "Pages")
        previous = focus = None
        for title in self.pages():
            page = self.show_page(title)
            if previous is not None and self.is_inside(focus, previous):
                # The demo moves the focus off a page going away, to the new page's row in
                # the sidebar: await it, so its focus event is not taken for a Tab's.
                row = self.find(sidebar, "list item", title)
                wait_for(lambda: row.getState().contains(pyatspi.STATE_FOCUSED), message=f"the focus on the row {title}")
            self.focus_window()
            forward, _, faults_at_focus = self.tab_cycle(tracker, page, "Tab")
            backward, focus, _ = self.tab_cycle(tracker, page, "shift+Tab")
            previous = page
            with open(os.path.join(ARTIFACTS, "focus-order", f"{title}.txt"), "w") as order:
                order.write("".join(f"{self.described_at_focus[key_of(stop)]}\n" for stop in forward))
            faults += [f"{title}: a stop is {fault}" for fault in faults_at_focus]
            reached = {key_of(stop) for stop in forward}
            for control in self.interactive_controls(page):
                # A control is reached when it takes the focus, or its whole (the stepper
                # holding a + button) or its focusable part (a drop-down's button) does.
                if not any(key_of(node) in reached for node in self.self_and_ancestors(control)) \
                        and not any(self.is_inside(stop, control) for stop in forward):
                    faults.append(f"{title}: Tab never reaches {self.describe(control)}")
            # GtkListBox enters a list at its selected row from either side, so rows are
            # left out of the comparison.
            if self.controls_of(reversed(backward)) != self.controls_of(forward):
                faults.append(f"{title}: Shift+Tab goes {[self.describe(s) for s in backward]}, "
                              f"not back along {[self.describe(s) for s in forward]}")
        self.assertEqual(faults, [], "faults in the tab order")

    @staticmethod
    def controls_of(stops):
        return [key_of(stop) for stop in stops if role_name(stop) != "list item"]

    def tab_cycle(self, tracker, page, key, limit=60):
        """Presses `key` until focus has gone round the window once; returns the stops inside
        `page` in the order they took focus, starting from the first one after the page's
        outside, the stop the focus is left on, and why a screen reader would say nothing
        useful of a page's stop when it took the focus (a list view's row that scrolled out
        may be gone by the end)."""
        stops = []
        faults = []
        seen = set()
        for _ in range(limit):
            stop = tracker.after(lambda: real_input.key(key), "a focus change", lambda event: event.detail1).source
            # A person's keystrokes come tens of milliseconds apart, time for GTK to draw a
            # frame: a part that starts to slide in as the focus reaches its neighbour (the
            # search bar's Cancel, once the field has the focus) is shown from that frame on.
            time.sleep(0.03)
            if key_of(stop) in seen:
                break
            seen.add(key_of(stop))
            stops.append(stop)
            self.described_at_focus[key_of(stop)] = self.describe(stop)
            fault = self.name_faults(stop) if self.is_inside(stop, page) else None
            if fault:
                faults.append(fault)
        else:
            self.fail(f"{key} did not come round within {limit} stops")
        inside = [self.is_inside(stop, page) for stop in stops]
        # Rotate so the page's stops come out as one run, in the order the key visits them.
        start = next((i for i in range(len(stops)) if inside[i] and not inside[i - 1]), 0)
        return [stop for stop, within in zip(stops[start:] + stops[:start], inside[start:] + inside[:start]) if within], stop, faults

    def is_inside(self, accessible, ancestor):
        return any(key_of(node) == key_of(ancestor) for node in self.self_and_ancestors(accessible))
