// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore

/// The seed's follow button: Follow, Followed (selected), Mutual (application bit 16 with
/// selected) and loading (bit 17 with disabled). Every title, icon and class is set once,
/// at construction; afterwards ``isSelected``, ``isMutual`` and ``LoadingButton/isLoading`` alone drive
/// the look.
///
/// ```swift
/// let follow = FollowButton()
/// follow.addAction(for: .primaryActionTriggered) { _, _ in startRequest() }
/// follow.isLoading = true
/// // … when the request ends:
/// follow.isLoading = false
/// follow.isMutual = true     // also followed
/// ```
///
/// Invariants, whatever the order of setters: mutual ⇒ followed; not followed ⇒ not mutual.
///
/// CSS node: `button.stateful-button.follow-button`, with `.suggested-action` (Follow),
/// `.followed` or `.mutual`, and `.loading`.
///
/// It is the GTK widget type `CtlFollowButton`, a `CtlLoadingButton` with the property
/// `mutual`.
///
/// Accessibility: a button named "Follow", "Followed", "Mutual" or "Loading" (in the user's
/// language); busy while loading; the description says what pressing does (nothing while
/// loading).
@MainActor
public final class FollowButton: LoadingButton {
    /// `mutual`: whether you follow each other (and so also follow them).
    public static let mutualProperty = PropertyKey<FollowButton, Bool>(
        "mutual", "Whether you follow each other (and so also follow them)", defaultValue: false,
        get: { button in button.isMutual }, set: { $0.isMutual = $1 })

    /// The GTK widget type `CtlFollowButton`.
    public static let followType = WidgetType(
        name: "CtlFollowButton",
        summary: "The follow button: Follow, Followed, Mutual and loading.",
        constructor: .plain,
        parent: LoadingButton.loadingType.gtype,
        properties: [mutualProperty]
    ) { FollowButton() }

    public override class var widgetType: WidgetType { followType }

    private let store = ControlStore(Controlled(FollowState()))

    public init() {
        // TRANSLATORS: the follow button's titles: follow someone; you follow them; pressed
        // while you follow them; you follow each other.
        let follow = tr("Follow")
        super.init(title: follow, store: store)
        attach(store)
        gtk_widget_add_css_class(host, "follow-button")
        var titles = StateTable(normal: follow)
        titles[.followed] = tr("Followed")
        titles[ControlState.followed.union(.highlighted)] = tr("Unfollow")
        titles[.mutual] = tr("Mutual")
        titles[ControlState.mutual.union(.highlighted)] = tr("Unfollow")
        iconNames[.followed] = "object-select-symbolic"
        iconNames[.mutual] = "system-users-symbolic"
        styleClasses[.normal] = ["suggested-action"]
        styleClasses[.followed] = ["followed"]
        styleClasses[.mutual] = ["mutual"]
        // Loading looks the same whatever it is loading from, as in the seed.
        for loading in [ControlState.loading, ControlState.loading.union(.followed), ControlState.loading.union(.mutual)] {
            titles[loading] = ""
            iconNames[loading] = ""
            styleClasses[loading] = []
            accessibleLabels[loading] = tr("Loading")
        }
        self.titles = titles
        updateDescription()
    }

    /// Whether you follow them; unfollowing also ends mutual.
    public override var isSelected: Bool {
        get { follow.isSelected }
        set { sendFollow(.setSelected(newValue)) }
    }

    /// Whether you follow each other; mutual also means followed.
    public var isMutual: Bool {
        get { follow.isMutual }
        set { sendFollow(.setMutual(newValue)) }
    }

    private var follow: FollowState { store.state.content }

    private func sendFollow(_ event: FollowState.Event, caller: String = #function) {
        let wasMutual = follow.isMutual
        store.send(content: event, caller: caller)
        if follow.isMutual != wasMutual { Self.mutualProperty.notify(self) }
    }

    public override func stateDidChange() {
        super.stateDidChange()
        updateDescription()
    }

    /// What pressing does; nothing while loading, when pressing does nothing, so the result
    /// of a request set while it loads is spoken after the new title, not before.
    private func updateDescription() {
        Accessibility.setDescription(
            host, isLoading ? "" : follow.isSelected ? tr("Press to unfollow") : tr("Press to follow"), withNewName: true)
    }
}
