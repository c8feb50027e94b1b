// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import Testing

@Suite struct ProgressStateTests {
    @Test func valuesAreClampedAndNaNRefused() throws {
        var progress = ProgressState()
        try progress.setProgress(1.7, animated: false, at: .zero)
        #expect(progress.target == 1)
        try progress.setProgress(-3, animated: false, at: .zero)
        #expect(progress.target == 0)
        #expect(throws: ProgressError.notANumber) { try progress.setProgress(.nan, animated: false, at: .zero) }
        #expect(progress.target == 0)
    }

    @Test func settingTheSameValueChangesNothing() throws {
        var progress = ProgressState()
        #expect(try progress.setProgress(0.5, animated: false, at: .zero))
        #expect(try !progress.setProgress(0.5, animated: true, at: .seconds(1)))
        #expect(progress.animation == nil)
    }

    @Test func animatedChangeInterpolatesOnFrameTimesAndStops() throws {
        var progress = ProgressState()
        try progress.setProgress(1, animated: true, at: .seconds(10))
        #expect(progress.displayed(at: .seconds(10)) == 0)
        let midway = progress.displayed(at: .seconds(10) + .milliseconds(125))
        #expect(midway > 0.5 && midway < 1, "eased out: past halfway at half time")
        _ = progress.handle(.frame(.seconds(10) + .milliseconds(125)))
        #expect(progress.animation != nil && progress.frameTime == .seconds(10) + .milliseconds(125))
        _ = progress.handle(.frame(.seconds(10) + .milliseconds(250)))
        #expect(progress.animation == nil, "the animation stops at its end")
        #expect(progress.displayed(at: .seconds(11)) == 1 && progress.animation == nil)
    }

    @Test func retargetingStartsFromWhatIsShown() throws {
        var progress = ProgressState()
        try progress.setProgress(1, animated: true, at: .zero)
        let shown = progress.displayed(at: .milliseconds(100))
        try progress.setProgress(0, animated: true, at: .milliseconds(100))
        #expect(progress.displayed(at: .milliseconds(100)) == shown, "no jump when the target changes mid-animation")
    }

    @Test func activityIndicatorHidesWhenStoppedUnlessAsked() {
        var indicator = ActivityIndicatorState()
        #expect(!indicator.isVisible)
        _ = indicator.handle(.setAnimating(true))
        #expect(indicator.isVisible)
        _ = indicator.handle(.setAnimating(false))
        _ = indicator.handle(.setHidesWhenStopped(false))
        #expect(indicator.isVisible)
    }
}
