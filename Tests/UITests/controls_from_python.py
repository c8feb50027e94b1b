# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Every GtkControls widget from Python through GObject introspection (run by
test_introspection.py with the typelib and library on its paths): each is made, a property
set and its notify heard, shown in a window, then 10,000 are made and dropped with none left
alive and RSS growing by under 2 MB. Prints a line per check; exits 1 on the first failure."""
import gc
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Ctl", "1.0")
from gi.repository import Ctl, GLib, GObject, Gtk  # noqa: E402

# (type, how to make one, a property to set and the value it is set to)
CONTROLS = [
    (Ctl.StatefulButton, lambda: Ctl.StatefulButton.new("Save"), "title", "Saved"),
    (Ctl.LoadingButton, lambda: Ctl.LoadingButton.new("Save"), "loading", True),
    (Ctl.FollowButton, Ctl.FollowButton.new, "mutual", True),
    (Ctl.ModalButton, lambda: Ctl.ModalButton.new(["Download", "Install"]), "sensitive", False),
    (Ctl.Switch, Ctl.Switch.new, "on-tint", "#2ec27e"),
    (Ctl.Stepper, lambda: Ctl.Stepper.new(0, 10, 1), "value", 4.0),
    (Ctl.Knob, Ctl.Knob.new, "value", 0.25),
    (Ctl.ActivityIndicator, Ctl.ActivityIndicator.new, "animating", True),
    (Ctl.ProgressView, Ctl.ProgressView.new, "progress", 0.5),
    (Ctl.Thermometer, Ctl.Thermometer.new, "value", 0.75),
    (Ctl.PickerView, lambda: GObject.new(Ctl.PickerView), "visible-rows", 3),
    (Ctl.DatePicker, lambda: Ctl.DatePicker.new(2024, 2, 29), "month", 3),
    (Ctl.SearchBar, Ctl.SearchBar.new, "text", "new york"),
    (Ctl.SearchResultsView, lambda: GObject.new(Ctl.SearchResultsView), "hexpand", True),
    (Ctl.EditableList, lambda: Ctl.EditableList.new(Gtk.StringList.new(["Milk", "Eggs"])), "editing", True),
]


def check(ok, what):
    print(("ok: " if ok else "FAILED: ") + what, flush=True)
    if not ok:
        sys.exit(1)


def resident_kib():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def pump():
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass


def find_row(widget, title):
    """The row (a box.editable-row: minus, title, Delete) titled `title` under `widget`."""
    child = widget.get_first_child()
    while child:
        if child.has_css_class("editable-row"):
            if child.get_first_child().get_next_sibling().get_text() == title:
                return child
        else:
            row = find_row(child, title)
            if row:
                return row
        child = child.get_next_sibling()
    return None


def wait_for_row(widget, title):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + 5 * 1000000
    while not find_row(widget, title) and GLib.get_monotonic_time() < end:
        context.iteration(False)
    return find_row(widget, title)


def make_and_drop(make, count):
    """Makes and drops `count` controls; returns how many were not finalized."""
    finalized = [0]

    def count_finalized(*_):
        finalized[0] += 1

    for _ in range(count):
        widget = make()
        widget.weak_ref(count_finalized)
        del widget
    gc.collect()
    pump()
    return count - finalized[0]


Ctl.init()
window = Gtk.Window(title="Controls from Python")
for gtype, make, name, value in CONTROLS:
    control = make()
    check(isinstance(control, gtype), f"{gtype.__gtype__.name} made")
    heard = []
    control.connect(f"notify::{name}", lambda *_: heard.append(name))
    control.set_property(name, value)
    check(control.get_property(name) == value and len(heard) == 1, f"{gtype.__gtype__.name}.{name} set, notify heard once")
    window.set_child(control)
    window.present()
    pump()
    check(control.get_mapped(), f"{gtype.__gtype__.name} shown in a window")
    window.set_child(None)
    del control

# An editable list's rows from a Gtk.StringList: shown, followed, and deleted through its buttons.
groceries = Gtk.StringList.new(["Milk", "Eggs", "Bread"])
editable = Ctl.EditableList(model=groceries)
deleted = []
editable.connect("row-deleted", lambda _, index, title: deleted.append((index, title)))
window.set_child(editable)
window.set_default_size(400, 300)
window.present()
check(wait_for_row(editable, "Eggs") is not None, "an editable list shows its Gtk.StringList's strings")
groceries.append("Tea")
check(wait_for_row(editable, "Tea") is not None, "a string appended from Python is a new row")
editable.set_editing(True)
eggs = find_row(editable, "Eggs")
eggs.get_first_child().get_child().emit("clicked")
eggs.get_last_child().get_child().emit("clicked")
check([groceries.get_string(i) for i in range(groceries.get_n_items())] == ["Milk", "Bread", "Tea"],
      "the minus, then Delete, removes the row's string")
check(deleted == [(1, "Eggs")], f"row-deleted tells where the row was and its string: {deleted}")
window.set_child(None)
del editable

for gtype, make, _, _ in CONTROLS:
    make_and_drop(make, 100)
before = resident_kib()
for gtype, make, _, _ in CONTROLS:
    left = make_and_drop(make, 10000)
    check(left == 0, f"10,000 {gtype.__gtype__.name} made and dropped, {left} not finalized")
growth = resident_kib() - before
print(f"RSS growth over {len(CONTROLS)} × 10,000 controls: {growth} KiB")
check(growth < 2048, "RSS grows by under 2 MB")
window.destroy()
