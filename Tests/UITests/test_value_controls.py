# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
import unittest

import pyatspi

import real_input
from demo import HAS_VALUES, DemoTestCase, needs_real_input, reads, value_name, value_text, wait_for


class SwitchStepperPageTest(DemoTestCase):
    arguments = ["--page", "switch-stepper"]

    def log_lines(self):
        log = self.find(self.window, "list", "Events sent")
        return [label.name for label in self.find_all(log, "label")]

    def test_pressing_plus_three_times_reads_three(self):
        stepper = self.wait_for_node("spin button", value_name("Quantity", 0))
        plus = self.find(stepper, "push button", "Increase")
        for value in (1, 2, 3):
            self.press(plus)
            wait_for(lambda: reads(stepper, "Quantity", value), message=f"the stepper to read {value}")
        self.assertTrue(any(line.endswith("Stepper valueChanged: 3") for line in self.log_lines()))

    @needs_real_input
    def test_tab_reaches_the_stepper_and_its_keys_step_it(self):
        stepper = self.wait_for_node("spin button", value_name("Quantity", 0))
        self.tab_to(stepper)
        for key, value in (("Up", 1), ("plus", 2), ("Page_Up", 10), ("minus", 9), ("Down", 8), ("Page_Down", 0)):
            real_input.key(key)
            wait_for(lambda: reads(stepper, "Quantity", value), message=f"{key} to make the stepper read {value}")

    @unittest.skipUnless(HAS_VALUES, "GTK 4.8 exposes no value of a custom control to set")
    def test_an_assistive_technology_sets_the_stepper_and_the_knob_as_the_user(self):
        stepper = self.wait_for_node("spin button", "Quantity")
        value = stepper.queryValue()
        self.assertEqual((value.minimumValue, value.maximumValue), (0, 10))
        value.currentValue = 7.4
        wait_for(lambda: reads(stepper, "Quantity", 7), message="the stepper to read 7, on its step grid")
        wait_for(lambda: any(line.endswith("Stepper valueChanged: 7") for line in self.log_lines()), message="valueChanged in the log")
        knob = self.find(self.window, "slider", "Volume")
        knob.queryValue().currentValue = 0.6
        wait_for(lambda: reads(knob, "Volume", "60 percent"), message="the knob to read 60 percent")
        self.assertTrue(any(line.endswith("Knob valueChanged: 60 %") for line in self.log_lines()), self.log_lines())

    def test_toggling_the_switch_is_logged_but_setting_it_from_code_is_not(self):
        toggle = self.wait_for_node("check box", "Wi-Fi")
        self.press(toggle, "toggle")
        wait_for(lambda: any("Switch valueChanged: on" in line for line in self.log_lines()), message="the toggle in the log")
        self.press(self.find(self.window, "push button", "Flip from code"))
        wait_for(lambda: any("(no event)" in line for line in self.log_lines()), message="the code change noted")
        self.assertEqual(len([line for line in self.log_lines() if "Switch valueChanged" in line]), 1)
        self.assertFalse(toggle.getState().contains(pyatspi.STATE_CHECKED))

    def test_turning_the_knob_reads_and_logs_its_value(self):
        knob = self.wait_for_node("slider", value_name("Volume", "30 percent"))
        self.press(knob, "knob.increase")
        wait_for(lambda: reads(knob, "Volume", "35 percent"), message="the knob to read 35 percent")
        self.press(knob, "knob.decrease")
        self.press(knob, "knob.decrease")
        wait_for(lambda: reads(knob, "Volume", "25 percent"), message="the knob to read 25 percent")
        self.assertTrue(any(line.endswith("Knob valueChanged: 25 %") for line in self.log_lines()), self.log_lines())


class IndicatorsPageTest(DemoTestCase):
    arguments = ["--page", "indicators"]

    def test_dealing_a_card_lowers_the_thermometer(self):
        thermometer = self.wait_for_node("level bar", "Cards left")
        self.assertEqual(value_text(thermometer), "52 of 52 cards left")
        deal = self.find(self.window, "push button", "Deal")
        # GTK ignores a second "click" action while the first is still being shown (250 ms),
        # so each press waits for its card, as a person listening would.
        for left in (51, 50):
            self.press(deal)
            wait_for(lambda: value_text(thermometer) == f"{left} of 52 cards left", message=f"{left} cards left")
        self.press(self.find(self.window, "push button", "Shuffle"))
        wait_for(lambda: value_text(thermometer) == "52 of 52 cards left", message="the deck reshuffled")

    def test_start_turns_the_indicators_busy(self):
        large = self.wait_for_node("progress bar", "Activity indicator, large style")
        self.assertFalse(large.getState().contains(pyatspi.STATE_BUSY))
        self.press(self.find(self.window, "push button", "Start"))
        wait_for(lambda: large.getState().contains(pyatspi.STATE_BUSY), message="the indicator to spin")
        self.press(self.wait_for_node("push button", "Stop"))
        wait_for(lambda: not large.getState().contains(pyatspi.STATE_BUSY), message="the indicator to stop")
