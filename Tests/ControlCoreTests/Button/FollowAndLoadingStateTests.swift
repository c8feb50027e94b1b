// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlCore
import PropertyChecks
import Testing

@Suite struct LoadingStateTests {
    @Test func loadingAllowsNoInputAndAddsBit17() {
        var state = LoadingState()
        _ = state.handle(.setLoading(true))
        #expect(!state.allowsInput)
        #expect(state.applicationState == ControlState(rawValue: 1 << 17))
        #expect(ControlState.loading == ControlState(rawValue: 1 << 17).union(.disabled))
        _ = state.handle(.setLoading(false))
        #expect(state.allowsInput && state.applicationState == [])
    }
}

@Suite struct FollowStateTests {
    @Test func mutualImpliesFollowedAndUnfollowingEndsMutual() {
        var state = FollowState()
        _ = state.handle(.setMutual(true))
        #expect(state.isSelected && state.isMutual)
        #expect(state.applicationState == ControlState(rawValue: 1 << 16))
        _ = state.handle(.setSelected(false))
        #expect(!state.isMutual)
        _ = state.handle(.setSelected(true))
        #expect(!state.isMutual, "following again does not make it mutual")
        _ = state.handle(.setMutual(false))
        #expect(state.isSelected)
    }

    @Test func loadingAddsItsBitToMutualsAndAllowsNoInput() {
        var state = FollowState()
        _ = state.handle(.setMutual(true))
        #expect(state.handle(.setLoading(true)) == [])
        #expect(state.isLoading && !state.allowsInput)
        #expect(state.applicationState == ControlState(rawValue: 1 << 16 | 1 << 17))
        _ = state.handle(.setLoading(false))
        #expect(state.allowsInput && state.applicationState == ControlState(rawValue: 1 << 16))
    }

    enum Setter: CaseIterable { case select, deselect, mutual, notMutual }

    /// The seed's invariants after any order of events: mutual ⇒ selected, ¬selected ⇒ ¬mutual.
    @Test func invariantsHoldOverTenThousandRandomSequences() async {
        await propertyCheck(count: 10_000, input: Gen<Setter>.case.array(of: 1...40)) { setters in
            var state = FollowState()
            for setter in setters {
                switch setter {
                case .select: _ = state.handle(.setSelected(true))
                case .deselect: _ = state.handle(.setSelected(false))
                case .mutual: _ = state.handle(.setMutual(true))
                case .notMutual: _ = state.handle(.setMutual(false))
                }
                #expect(state.selection == state.isSelected, "followed is the control's selected flag")
                #expect(!state.isMutual || state.isSelected)
                #expect(state.isSelected || !state.isMutual)
            }
            if let last = setters.last {
                switch last {
                case .select: #expect(state.isSelected)
                case .deselect: #expect(!state.isSelected && !state.isMutual)
                case .mutual: #expect(state.isMutual)
                case .notMutual: #expect(!state.isMutual)
                }
            }
        }
    }
}
