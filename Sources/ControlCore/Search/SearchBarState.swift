// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// What a search bar tells its delegate, in the order it happens.
public enum SearchBarNotification: Equatable, Sendable {
    case didBeginEditing
    case textDidChange(String)
    case didEndEditing
    case searchButtonClicked
    case cancelButtonClicked
    case bookmarkButtonClicked
    case resultsListButtonClicked
    case selectedScopeDidChange(Int)
}

/// What a search bar tells the user about the last edit; its owner puts it into words.
public enum SearchBarNotice: Equatable, Sendable {
    /// A paste or an edit would have made the text `requestedLength` characters long, past
    /// ``SearchBarState/maximumLength``; the field kept what fits.
    case truncated(requestedLength: Int)
}

/// Text input traits a search field passes on to the input method.
public struct TextInputTraits: Equatable, Sendable {
    public enum Autocapitalization: Sendable { case none, words, sentences }

    public var autocapitalization: Autocapitalization
    public var spellChecking: Bool?
    /// A hint that the text is a URL, e-mail address, number…; nil for free text.
    public var purpose: Purpose

    public enum Purpose: Sendable { case freeForm, url, email, number, phone, name }

    public init(autocapitalization: Autocapitalization = .none, spellChecking: Bool? = false, purpose: Purpose = .freeForm) {
        self.autocapitalization = autocapitalization
        self.spellChecking = spellChecking
        self.purpose = purpose
    }
}

/// UISearchBar's behaviour: the prompt and placeholder, which trailing button shows, the
/// cancel button and the scope bar, and the delegate notifications each change produces.
/// Questions to the delegate (should begin, should change, should end) are asked by the owner
/// before it sends the event; a refused change is never sent.
///
/// The text itself is not kept here: the field that the user edits owns it (GtkEntryBuffer,
/// as GTK's own widgets do), and each change reaches the machine as the payload of
/// ``Event/userChangedText(_:)`` or ``Event/setText(_:)``. The machine keeps only what it
/// decides with, ``hasText``, which every change sets: no second copy to keep in step.
public struct SearchBarState: StateMachine, Equatable, Sendable {
    /// The button at the end of the field.
    public enum TrailingButton: Equatable, Sendable {
        /// Clears the text; shown whenever there is text.
        case clear
        /// Shows a results list; wins over bookmark.
        case resultsList
        case bookmark
    }

    public enum Event: Equatable, Sendable {
        case beginEditing
        case endEditing
        /// The user changed the text in the field to this (typing, a paste, undo, the clear
        /// icon), which the delegate allowed.
        case userChangedText(String)
        /// The application set the text in the field to this: no notification, as in UIKit.
        case setText(String)
        case searchPressed
        case cancelPressed
        case bookmarkPressed
        case resultsListPressed
        /// The user selected a scope button.
        case selectScope(Int)
        /// The application selected a scope button: no notification, as in UIKit.
        case setSelectedScope(Int)
        /// An edit would have made the text `requested` characters long, past
        /// ``maximumLength``; the field keeps what fits.
        case inputTruncated(requested: Int)
    }

    public enum Effect: Equatable, Sendable {
        case notify(SearchBarNotification)
    }

    /// Whether the field holds text, as its last change left it.
    public private(set) var hasText = false
    /// The hint in the empty field (its owner gives the default, "Search" in the user's
    /// language).
    public var placeholder = ""
    /// A line shown above the field; none when empty.
    public var prompt = ""
    public var showsCancelButton = false
    public var showsBookmarkButton = false
    public var showsSearchResultsButton = false
    public var isSearchResultsButtonSelected = false
    public var scopeButtonTitles: [String] = [] {
        didSet { selectedScopeIndex = min(selectedScopeIndex, max(0, scopeButtonTitles.count - 1)) }
    }
    public var showsScopeBar = false
    public private(set) var selectedScopeIndex = 0
    public private(set) var isEditing = false
    public var traits = TextInputTraits()
    /// What the user is told about the last edit (a paste cut short), until the text is
    /// cleared or set from code.
    public private(set) var notice: SearchBarNotice?

    /// The most characters the field holds (GtkEntryBuffer's limit).
    public static let maximumLength = 65_535

    public init() {}

    /// The trailing button shown now: clear while there is text, else results list, else
    /// bookmark, else none.
    public var trailingButton: TrailingButton? {
        if hasText { return .clear }
        if showsSearchResultsButton { return .resultsList }
        if showsBookmarkButton { return .bookmark }
        return nil
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .beginEditing:
            guard !isEditing else { return [] }
            isEditing = true
            return [.notify(.didBeginEditing)]
        case .endEditing:
            guard isEditing else { return [] }
            isEditing = false
            return [.notify(.didEndEditing)]
        case .userChangedText(let text):
            hasText = !text.isEmpty
            if text.isEmpty { notice = nil }
            return [.notify(.textDidChange(text))]
        case .setText(let text):
            hasText = !text.isEmpty
            notice = nil
            return []
        case .inputTruncated(let requested):
            notice = .truncated(requestedLength: requested)
            return []
        case .searchPressed:
            return [.notify(.searchButtonClicked)]
        case .cancelPressed:
            return [.notify(.cancelButtonClicked)]
        case .bookmarkPressed:
            return trailingButton == .bookmark ? [.notify(.bookmarkButtonClicked)] : []
        case .resultsListPressed:
            return trailingButton == .resultsList ? [.notify(.resultsListButtonClicked)] : []
        case .selectScope(let index):
            guard scopeButtonTitles.indices.contains(index), index != selectedScopeIndex else { return [] }
            selectedScopeIndex = index
            return [.notify(.selectedScopeDidChange(index))]
        case .setSelectedScope(let index):
            if scopeButtonTitles.indices.contains(index) { selectedScopeIndex = index }
            return []
        }
    }
}
