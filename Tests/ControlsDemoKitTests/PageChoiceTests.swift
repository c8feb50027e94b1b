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
