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
        state.setMutual(true)
        #expect(state.isSelected && state.isMutual)
        #expect(state.applicationState == ControlState(rawValue: 1 << 16))
        state.setSelected(false)
        #expect(!state.isMutual)
        state.setSelected(true)
        #expect(!state.isMutual, "following again does not make it mutual")
        state.setMutual(false)
        #expect(state.isSelected)
    }

    enum Setter: CaseIterable { case select, deselect, mutual, notMutual }

    /// The seed's invariants after any order of setters: mutual ⇒ selected, ¬selected ⇒ ¬mutual.
    @Test func invariantsHoldOverTenThousandRandomSequences() async {
        await propertyCheck(count: 10_000, input: Gen<Setter>.case.array(of: 1...40)) { setters in
            var state = FollowState()
            for setter in setters {
                switch setter {
                case .select: state.setSelected(true)
                case .deselect: state.setSelected(false)
                case .mutual: state.setMutual(true)
                case .notMutual: state.setMutual(false)
                }
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
