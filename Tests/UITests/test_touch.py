# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Each control that comes from a touch platform, driven by a real finger (real_input.py: a
touchscreen of mutter's remote desktop), and by touch and pointer in turn on the same control:
swipe a row to delete it, fling the picker's drum, hold the stepper's +, turn the knob. They
run only under mutter; on X11 they skip, since Xvfb has no touchscreen."""
import unittest

import real_input
import test_delete_confirmation
import test_picker
from demo import HAS_VALUES, DemoTestCase, needs_touch, reads, value_name, value_text, wait_for
from test_delete_confirmation import FIRST

SECOND = "Monday: Lentil soup"


@needs_touch
class SwipeToDeleteTouchTest(DemoTestCase):
    arguments = ["--page", "delete-confirmation"]
    row_titles = test_delete_confirmation.DeleteConfirmationPageTest.row_titles
    delete_button = test_delete_confirmation.DeleteConfirmationPageTest.delete_button

    def row_label(self, title):
        return wait_for(lambda: next((label for label in self.find_all(self.find(self.window, "list", "Meals"), "label")
                                      if label.name == title), None), message=f"the row '{title}'")

    def swipe_path(self, title):
        """From the right of the row's title to 160 px left of there: past the threshold."""
        x, y, width, height = self.extents_on_screen(self.row_label(title))
        return (x + width, y + height // 2), (x + width - 160, y + height // 2)

    def test_a_swipe_to_the_left_shows_delete_and_a_tap_deletes(self):
        real_input.swipe(*self.swipe_path(FIRST))
        delete = wait_for(lambda: self.delete_button(FIRST), message="the swipe to show Delete")
        real_input.tap(*self.center_on_screen(delete))
        wait_for(lambda: FIRST not in self.row_titles(), message="the tap on Delete to delete the row")
        self.assertIn(SECOND, self.row_titles())

    def test_a_touch_swipe_then_a_click_and_a_pointer_swipe_then_a_tap(self):
        """Touch and pointer on the same list, each after the other, neither spoiling the
        other: a finger swipes, the pointer clicks Delete; the pointer swipes, a finger taps."""
        real_input.swipe(*self.swipe_path(FIRST))
        delete = wait_for(lambda: self.delete_button(FIRST), message="the swipe to show Delete")
        real_input.click(*self.center_on_screen(delete))
        wait_for(lambda: FIRST not in self.row_titles(), message="the click on Delete to delete the row")
        real_input.drag(*self.swipe_path(SECOND))
        delete = wait_for(lambda: self.delete_button(SECOND), message="the pointer's swipe to show Delete")
        real_input.tap(*self.center_on_screen(delete))
        wait_for(lambda: SECOND not in self.row_titles(), message="the tap on Delete to delete the row")


@needs_touch
class PickerFlingTest(DemoTestCase):
    arguments = ["--page", "picker"]
    drum = test_picker.PickerPageTest.drum

    # The page's GtkScrolledWindow would take a finger's vertical drag from the drum: its
    # kinetic scrolling, in the capture phase, cancels the drum's GtkGestureDrag at the first
    # motion however the drum claims it, on GTK 4.8 and 4.18. The picker holds the kinetic
    # scrolling of its scrolled windows off while a finger turns a drum (PickerView).
    def test_a_fling_coasts_past_where_the_finger_let_go(self):
        """A quick upward flick of two rows leaves the drum moving: it comes to rest further
        down the list than the two rows the finger covered."""
        state = self.drum("State")
        self.assertTrue(reads(state, "State", "Alabama", ", "), state.name)
        x, y = self.center_on_screen(state)
        real_input.swipe((x, y + 32), (x, y - 32), steps=4)
        wait_for(lambda: not any(reads(state, "State", name, ", ") for name in ("Alabama", "Alaska", "Arizona")),
                 message="the fling to carry the drum past Arizona")


@needs_touch
class StepperAndKnobTouchTest(DemoTestCase):
    arguments = ["--page", "switch-stepper"]

    def stepper_value(self, stepper):
        return int(value_text(stepper) if HAS_VALUES else stepper.name.rsplit(" ", 1)[1])

    def knob_percent(self, knob):
        text = value_text(knob) if HAS_VALUES else knob.name[len("Volume "):]
        return int(text.split()[0])

    def test_holding_plus_repeats(self):
        """A click by the pointer steps once; a finger held on + steps again and again."""
        stepper = self.wait_for_node("spin button", value_name("Quantity", 0))
        plus = self.center_on_screen(self.find(stepper, "push button", "Increase"))
        real_input.click(*plus)
        wait_for(lambda: reads(stepper, "Quantity", 1), message="the click to step once")
        with real_input.touching(*plus):
            wait_for(lambda: self.stepper_value(stepper) >= 3, message=f"the held + to repeat (reads {stepper.name})")

    def test_a_finger_turns_the_knob_and_the_pointer_then_sets_it(self):
        """The knob's value follows the angle of the finger around its middle: a drag from
        the top (50 %) to the right (83 %), then a click at the left by the pointer (17 %),
        then the reverse."""
        knob = self.wait_for_node("slider", value_name("Volume", "30 percent"))
        x, y, width, height = self.extents_on_screen(knob)
        middle_x, middle_y, radius = x + width // 2, y + height // 2, min(width, height) // 3
        top, right, left = (middle_x, middle_y - radius), (middle_x + radius, middle_y), (middle_x - radius, middle_y)
        real_input.swipe(top, right, interval=real_input.SIX_FRAMES)
        wait_for(lambda: self.knob_percent(knob) > 75, message=f"the finger to turn the knob up (reads {knob.name})")
        real_input.click(*left)
        wait_for(lambda: self.knob_percent(knob) < 25, message=f"the click to turn the knob down (reads {knob.name})")
        real_input.drag(top, right)
        wait_for(lambda: self.knob_percent(knob) > 75, message=f"the pointer to turn the knob up (reads {knob.name})")
        real_input.tap(*left)
        wait_for(lambda: self.knob_percent(knob) < 25, message=f"the tap to turn the knob down (reads {knob.name})")
