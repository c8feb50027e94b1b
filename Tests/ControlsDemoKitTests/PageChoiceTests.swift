// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlsDemoKit
import Testing

@Suite struct PageChoiceTests {
    @Test func aPageChosenWithNothingHeldIsShownAtOnce() {
        var choice = PageChoice()
        #expect(choice.choose("search") == "search")
        #expect(choice.release() == false)
        #expect(choice.takeWaiting() == nil)
    }

    @Test func aPageChosenWhileAPressIsHeldWaitsForTheRelease() {
        var choice = PageChoice()
        choice.press()
        #expect(choice.choose("search") == nil)
        #expect(choice.choose("picker") == nil, "the latest choice waits")
        #expect(choice.release() == true)
        #expect(choice.takeWaiting() == "picker")
        #expect(choice.takeWaiting() == nil, "shown once")
    }

    /// GTK may hand the demo the next press before the waiting page is shown (it is shown once
    /// the release has reached its widget): the page then waits for that press's release too.
    @Test func aPressBeforeTheWaitingPageIsShownKeepsItWaiting() {
        var choice = PageChoice()
        choice.press()
        _ = choice.choose("plugins")
        #expect(choice.release() == true)
        choice.press()
        #expect(choice.takeWaiting() == nil, "not under the new press")
        #expect(choice.release() == true)
        #expect(choice.takeWaiting() == "plugins")
    }

    @Test func aChoiceAfterTheReleaseReplacesTheOneThatWaited() {
        var choice = PageChoice()
        choice.press()
        _ = choice.choose("search")
        #expect(choice.release() == true)
        // Chosen before the waiting page was shown: shown at once, and the older one is dropped.
        #expect(choice.choose("plugins") == "plugins")
        #expect(choice.takeWaiting() == nil)
    }
}
