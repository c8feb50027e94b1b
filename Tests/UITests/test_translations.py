# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""The demo and GtkControls in other languages.

- The catalogues (po/DOMAIN/LL.po) hold every message the sources mark, all translated, none
  fuzzy, with plural forms where a count is shown, and no text reaches the screen unmarked.
- Under LANGUAGE=de and a German locale the demo's window, pages, buttons and accessible names
  read in German, the library's words included.
- In Arabic, written right to left, what places its parts itself is mirrored: the picker's
  drums, the stepper's buttons, the knob, the list's swipe and the search bar.

A locale the machine lacks is compiled into a private folder with localedef (LOCPATH), so the
tests need no root and leave the system alone.
"""
import ast
import os
import re
import subprocess
import tempfile
import unittest

import pyatspi

import real_input
from demo import (ROOT, TOGGLE_BUTTON, DemoTestCase, demo_binary, locale_environment, needs_real_input, reads, value_name, wait_for)

DOMAINS = ("gtkcontrols", "controls-demo")
def read_po(path):
    """The messages of a .po or .pot file: {(context, msgid, plural): (translations, flags)},
    obsolete ones left out."""
    messages = {}
    for block in open(path, encoding="utf-8").read().split("\n\n"):
        fields, flags, key = {}, set(), None
        for line in block.strip().splitlines():
            if line.startswith("#~"):
                fields = {}
                break
            if line.startswith("#,"):
                flags.update(flag.strip() for flag in line[2:].split(","))
            elif line.startswith('"'):
                fields[key] += ast.literal_eval(line)
            elif line and not line.startswith("#"):
                key, text = line.split(" ", 1)
                fields[key] = ast.literal_eval(text)
        if fields.get("msgid"):
            translations = [text for name, text in sorted(fields.items()) if name.startswith("msgstr")]
            messages[(fields.get("msgctxt"), fields["msgid"], fields.get("msgid_plural"))] = (translations, flags)
    return messages


def languages(domain):
    with open(os.path.join(ROOT, "po", domain, "LINGUAS")) as linguas:
        return [word for line in linguas if not line.startswith("#") for word in line.split()]


class CataloguesTest(unittest.TestCase):
    def extract(self, domain, folder):
        """The messages the sources mark now, as `make update-po` extracts them."""
        template = os.path.join(folder, f"{domain}.pot")
        result = subprocess.run([os.path.join(ROOT, "scripts", "extract-messages.sh"), domain, template],
                                capture_output=True, text=True)
        self.assertEqual((result.returncode, result.stderr), (0, ""), f"xgettext over the {domain} sources")
        return read_po(template)

    def test_every_marked_message_is_in_the_catalogues_and_translated(self):
        with tempfile.TemporaryDirectory() as folder:
            for domain in DOMAINS:
                marked = self.extract(domain, folder)
                self.assertGreater(len(marked), 25, domain)
                template = read_po(os.path.join(ROOT, "po", domain, f"{domain}.pot"))
                self.assertEqual(sorted(set(marked) ^ set(template), key=str), [],
                                 f"po/{domain}/{domain}.pot is out of date: run make update-po")
                for language in languages(domain):
                    path = os.path.join(ROOT, "po", domain, f"{language}.po")
                    catalogue = read_po(path)
                    self.assertEqual(sorted(set(marked) - set(catalogue), key=str), [], f"{path} lacks these: run make update-po")
                    self.assertEqual(sorted(set(catalogue) - set(marked), key=str), [], f"{path} has messages no source marks")
                    untranslated = [key[1] for key, (texts, flags) in catalogue.items() if "fuzzy" in flags or not all(texts)]
                    self.assertEqual(untranslated, [], f"{path}: untranslated or fuzzy")
                    check = subprocess.run(["msgfmt", "--check", "--output-file=/dev/null", path], capture_output=True, text=True)
                    self.assertEqual(check.returncode, 0, check.stderr)

    def test_counts_have_plural_forms(self):
        """Every message that shows a count is a plural one, with all of a language's forms:
        German has 2, Arabic 6 (none, one, two, a few, many, other)."""
        forms = {"de": 2, "ar": 6}
        for domain in DOMAINS:
            template = read_po(os.path.join(ROOT, "po", domain, f"{domain}.pot"))
            plurals = [key for key in template if key[2]]
            self.assertTrue(plurals, f"{domain} has no plural messages")
            for language in languages(domain):
                catalogue = read_po(os.path.join(ROOT, "po", domain, f"{language}.po"))
                for key in plurals:
                    self.assertEqual(len(catalogue[key][0]), forms[language], f"{language}.po: {key[1]}")
        demo = read_po(os.path.join(ROOT, "po", "controls-demo", "controls-demo.pot"))
        for shown in ("%2$d of %1$d card left", "%d minute"):
            self.assertTrue(any(key[1] == shown and key[2] for key in demo), f"“{shown}” is not a plural message")

    def test_no_literal_reaches_the_screen_unmarked(self):
        """A string literal with words handed straight to a call that shows text (a label, a
        button, a title, an accessible name) is a message nobody can translate."""
        showing = (r"gtk_label_new|gtk_label_set_text|gtk_button_new_with_label|gtk_button_set_label|"
                   r"gtk_check_button_new_with_label|gtk_window_set_title|gtk_widget_set_tooltip_text|"
                   r"Accessibility\.(?:setLabel|setDescription|announce)|setAccessibleLabel|"
                   r"PageParts\.(?:heading|paragraph|check|switchRow|show|report|failure)")
        # The text is the first argument, or the second after one that may call something.
        pattern = re.compile(rf"\b(?:{showing})\((?:(?:[^()\"]|\([^()]*\))*,\s*)?\"([^\"]*[A-Za-z][^\"]*)\"")
        found = []
        for folder in ("Sources/GtkControls", "Sources/DemoData", "Sources/ControlsDemoKit", "Sources/ColorPickerPlugin"):
            for directory, _, files in os.walk(os.path.join(ROOT, folder)):
                for name in files:
                    if name.endswith(".swift"):
                        path = os.path.join(directory, name)
                        for number, line in enumerate(open(path, encoding="utf-8"), 1):
                            if not line.lstrip().startswith("//"):
                                # Letters only inside an interpolation (`\(date.year)`) are code, not words.
                                found += [f"{os.path.relpath(path, ROOT)}:{number}: {text}" for text in pattern.findall(line)
                                          if re.search("[A-Za-z]", text.split("\\(")[0])]
        self.assertEqual(found, [])

    def test_help_reads_in_german(self):
        env = dict(os.environ, **locale_environment("de", "de_DE.UTF-8"))
        result = subprocess.run([demo_binary(), "--help"], capture_output=True, text=True, env=env, timeout=30)
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertIn("--page=ID", result.stdout)
        self.assertIn("Die Seite ID öffnen (siehe --list-plugins)", result.stdout)
        self.assertIn("Zeigt die Steuerelemente von GtkControls, jedes auf einer eigenen Seite.", result.stdout)
        refused = subprocess.run([demo_binary(), "--page", "nowhere"], capture_output=True, text=True, env=env, timeout=30)
        self.assertIn("unbekannte Seite »nowhere«", refused.stderr)


class LanguageTestCase(DemoTestCase):
    """The demo started in `language` with the UTF-8 `locale`, on the Switch & Stepper page;
    the window and its page list go by their names in that language."""
    language = None
    locale = None
    arguments = ["--page", "switch-stepper"]

    @classmethod
    def setUpClass(cls):
        cls.environment = locale_environment(cls.language, cls.locale)


class GermanTest(LanguageTestCase):
    """The demo under LANGUAGE=de with a German locale."""
    language, locale = "de", "de_DE.UTF-8"
    window_title = "Steuerelemente-Demo"
    page_list = "Seiten"

    def test_pages_buttons_and_accessible_names_read_in_german(self):
        sidebar = self.wait_for_node("list", "Seiten")
        titles = [sidebar.getChildAtIndex(i).name for i in range(sidebar.childCount)]
        for title in ("Schaltflächenzustände", "Modale Schaltfläche", "Meldung mit Ladeanzeige", "Schalter und Schrittregler",
                      "Auswahlrad", "Plugins"):
            self.assertIn(title, titles)
        # The library's words (the stepper's buttons, "percent") and the demo's (the labels).
        stepper = self.wait_for_node("spin button", value_name("Menge", 0))
        knob = self.wait_for_node("slider", value_name("Lautstärke", "30 Prozent"))
        self.assertTrue(reads(knob, "Lautstärke", "30 Prozent"))
        self.wait_for_node("check box", "WLAN")
        self.press(self.wait_for_node("push button", "Erhöhen"))
        wait_for(lambda: reads(stepper, "Menge", 1), message="the stepper to read Menge 1")
        self.wait_for_node("label", "Menge: 1")
        self.wait_for_node("push button", "Verringern")

        self.open_page("Anzeigen")
        deal = self.wait_for_node("push button", "Geben")
        self.wait_for_node("label", "52 von 52 Karten übrig")
        self.press(deal)
        self.wait_for_node("label", "51 von 52 Karten übrig")
        self.assertEqual(deal.description, "51 von 52 Karten übrig")
        self.wait_for_node("push button", "Starten")

        self.open_page("Modale Schaltfläche")
        self.wait_for_node("push button", "Herunterladen")
        self.wait_for_node("push button", "Bearbeiten")

        self.open_page("Auswahlrad")
        # The month comes from the German locale's LC_TIME, the drum's name from the library.
        self.assertTrue(reads(self.wait_for_node("spin button", value_name("Monat", "Februar", ", ")), "Monat", "Februar", ", "))
        self.assertTrue(reads(self.wait_for_node("spin button", value_name("Bundesstaat", "Alabama", ", ")), "Bundesstaat", "Alabama", ", "))

    def test_search_counts_read_in_german(self):
        """Counts are German plurals: the items to search, the results, one result."""
        self.open_page("Suche")
        self.wait_for_node("label", "Tippen Sie, um 232 Einträge zu durchsuchen")
        field = self.wait_for_node("entry", "Bundesstaaten und Städte durchsuchen")
        field.queryEditableText().setTextContents("new")
        wait_for(lambda: any(node.name.endswith(" Ergebnisse") for node in self.find_all(self.window, "label")),
                 message="a German count of results")
        field.queryEditableText().setTextContents("juneau")
        self.wait_for_node("label", "1 Ergebnis")
        field.queryEditableText().setTextContents("qqq")
        self.wait_for_node("label", "Keine Ergebnisse für »qqq«")

    def test_the_alert_loader_speaks_german(self):
        self.open_page("Meldung mit Ladeanzeige")
        self.press(self.wait_for_node("push button", "Abmelden"))
        alert = wait_for(lambda: self.top_level("Abmelden", "alert", "dialog"), message="the German alert")
        self.assertEqual(alert.description, "Wollen Sie sich wirklich abmelden?")
        # Cancel is the library's standard word; Confirm the demo's.
        buttons = [node.name for node in self.find_all(alert, "push button")]
        self.assertIn("Abbrechen", buttons)
        self.assertIn("Bestätigen", buttons)
        self.press(self.find(alert, "push button", "Abbrechen"))
        self.wait_for_node("label", "Abmelden abgebrochen; nichts wurde geändert.")


class RightToLeftTest(LanguageTestCase):
    """The demo in Arabic, written right to left: GTK mirrors its boxes; the controls that
    place their own parts or read the pointer's direction must mirror too."""
    language, locale = "ar", "ar_EG.UTF-8"
    window_title = "عرض عناصر التحكم"
    page_list = "الصفحات"

    def left(self, accessible):
        """Where `accessible` starts from the window's left edge, and where it ends."""
        extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return extents.x, extents.x + extents.width

    def assert_right_to_left(self, *accessibles):
        """Each of `accessibles` lies left of the one before it: wholly, but for the border
        that libadwaita's linked buttons share (one pixel)."""
        for earlier, later in zip(accessibles, accessibles[1:]):
            self.assertLessEqual(self.left(later)[1] - 1, self.left(earlier)[0], f"“{later.name}” is not left of “{earlier.name}”")

    def test_stepper_buttons_and_knob_mirror(self):
        stepper = self.wait_for_node("spin button", value_name("الكمية", 0))
        self.assert_right_to_left(self.wait_for_node("push button", "أنقِص"), self.wait_for_node("push button", "زِد"))
        self.press(self.wait_for_node("push button", "زِد"))
        wait_for(lambda: reads(stepper, "الكمية", 1), message="the stepper to step up")

    @needs_real_input
    def test_left_turns_the_knob_up(self):
        knob = self.wait_for_node("slider", value_name("مستوى الصوت", "30 بالمئة"))
        self.tab_to(knob)
        real_input.key("Left")
        wait_for(lambda: reads(knob, "مستوى الصوت", "35 بالمئة"), message="Left to turn the knob up")
        real_input.key("Right", "Right")
        wait_for(lambda: reads(knob, "مستوى الصوت", "25 بالمئة"), message="Right to turn the knob down")

    def test_picker_drums_run_right_to_left(self):
        self.open_page("المنتقي")
        state = self.wait_for_node("spin button", value_name("الولاية", "Alabama", "، "))
        city = self.wait_for_node("spin button", value_name("المدينة", "Birmingham", "، "))
        self.assert_right_to_left(state, city)
        month, day, year = (wait_for(lambda: next((node for node in self.find_all(self.window, "spin button")
                                                   if node.name == label or node.name.startswith(label + "،")), None), message=label)
                            for label in ("الشهر", "اليوم", "السنة"))
        self.assert_right_to_left(month, day, year)

    @needs_real_input
    def test_a_swipe_towards_the_left_edge_reveals_delete(self):
        """Right to left the start edge is on the right: a row is swiped to the right to show
        its Delete button, which comes in from the left."""
        self.open_page("تأكيد الحذف")
        row = wait_for(lambda: next((node for node in self.find_all(self.window, "label") if node.name.startswith("Monday:")), None),
                       message="a meal")
        title = row.name
        x, y = self.center_on_screen(row)
        real_input.move_pointer(x, y)
        real_input.press_button()
        for step in range(1, 7):
            real_input.move_pointer(x + 25 * step, y)
        real_input.release_button()
        delete = wait_for(lambda: self.find(self.window, "push button", f"احذف {title}"), message="the Delete button")
        # Once it has slid in, it ends where the row's title begins.
        wait_for(lambda: self.left(delete)[1] - self.left(delete)[0] > 20, message="the Delete button to slide in")
        self.assert_right_to_left(row, delete)

    def test_search_bar_mirrors(self):
        """The Cancel button slides in left of the field, and the scopes run from the right."""
        self.open_page("البحث")
        field = self.wait_for_node("entry", "ابحث في الولايات والمدن")
        field.queryEditableText().setTextContents("new")
        cancel = self.wait_for_node("push button", "ألغِ")
        # Sliding in, it grows from the field's left end.
        wait_for(lambda: self.left(cancel)[1] <= self.left(field)[0], message="Cancel to lie left of the field")
        self.assert_right_to_left(*(self.wait_for_node(TOGGLE_BUTTON, scope) for scope in ("الكل", "الولايات", "المدن")))
