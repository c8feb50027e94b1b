// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
import GtkControls

/// "Follow Button": a profile header whose follow button runs a simulated request
/// (loading, then Followed or Mutual, or back where it was with a message when the request
/// fails), and a grid of the button's look in every state its tables can resolve.
@MainActor
final class FollowButtonPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "follow-button",
        title: tr("Follow Button"),
        iconName: "system-users-symbolic",
        category: tr("Buttons"),
        summary: tr("Custom control states (followed, mutual, loading) with styles set once")
    ) {
        do {
            return PageParts.page(try FollowButtonPage(ui: UIFile("follow-button.ui")).root)
        } catch {
            return PageParts.page(PageParts.failure(tr("The Follow Button page cannot be shown: %s", String(describing: error))))
        }
    }

    private let root: UnsafeMutablePointer<GtkWidget>
    private let followButton: FollowButton
    private let scheduler = GLibScheduler()
    private let error: UnsafeMutablePointer<GtkWidget>
    private var theyFollowYou = false
    private var requestFails = false
    private var request: ScheduledTimer?

    private init(ui: UIFile) throws(DataFileError) {
        root = try ui.root("page")
        followButton = try ui.control("follow")
        error = try ui.widget("error")
        super.init(binding: root)
        followButton.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in startRequest() }
        PageParts.onToggle(try ui.widget("they-follow-you")) { [unowned self] on in theyFollowYou = on }
        PageParts.onToggle(try ui.widget("request-fails")) { [unowned self] on in requestFails = on }
        gtk_box_append(cgtk_box(root), makeStateGrid())
    }

    override func objectDidFinalize() {
        request?.cancel()
    }

    /// Follows or unfollows after a pretend network round trip of one second.
    private func startRequest() {
        let wasSelected = followButton.isSelected
        let wasMutual = followButton.isMutual
        PageParts.show("", in: error)
        followButton.isLoading = true
        let fails = requestFails
        let mutual = theyFollowYou
        request = scheduler.schedule(after: .seconds(1)) { [weak self] in
            guard let self, isAlive else { return }
            // The outcome is set while still loading, so the title goes from Loading
            // straight to the new state (a screen reader speaks every title it passes).
            if fails {
                followButton.isSelected = wasSelected
                followButton.isMutual = wasMutual
            } else if wasSelected {
                followButton.isSelected = false
            } else {
                followButton.isSelected = true
                followButton.isMutual = mutual
            }
            followButton.isLoading = false
            if fails {
                PageParts.report(wasSelected ? tr("Could not unfollow Ada Lovelace: the server did not answer (simulated). Try again.")
                                             : tr("Could not follow Ada Lovelace: the server did not answer (simulated). Try again."), in: error)
            }
        }
    }

    /// Every combination of highlighted, disabled, selected, mutual and loading, rendered
    /// with the title and classes the follow button's tables resolve.
    private func makeStateGrid() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        let title = tr("Every state the tables resolve")
        gtk_box_append(cgtk_box(section), PageParts.heading(title))
        let grid = gtk_grid_new()!
        gtk_widget_add_css_class(grid, "state-grid")
        gtk_grid_set_row_spacing(cgtk_grid(grid), 8)
        gtk_grid_set_column_spacing(cgtk_grid(grid), 8)
        // TRANSLATORS: the rows and columns of the follow button's grid of states.
        let custom: [(String, ControlState)] = [
            (tr("Not followed"), []), (tr("Followed"), .followed), (tr("Mutual"), .mutual),
            (tr("Loading"), .loading), (tr("Loading, mutual"), ControlState.loading.union(.mutual)),
        ]
        let flags: [(String, ControlState)] = [
            (tr("Normal"), []), (tr("Highlighted"), .highlighted), (tr("Disabled"), .disabled), (tr("Both"), [.highlighted, .disabled]),
        ]
        for (column, (name, _)) in flags.enumerated() {
            let label = gtk_label_new(name)!
            gtk_widget_add_css_class(label, "dim-label")
            gtk_grid_attach(cgtk_grid(grid), label, Int32(column + 1), 0, 1, 1)
        }
        for (row, (name, base)) in custom.enumerated() {
            let label = gtk_label_new(name)!
            gtk_label_set_xalign(cgtk_label(label), 0)
            gtk_widget_add_css_class(label, "dim-label")
            gtk_grid_attach(cgtk_grid(grid), label, 0, Int32(row + 1), 1, 1)
            for (column, (_, flag)) in flags.enumerated() {
                gtk_grid_attach(cgtk_grid(grid), preview(of: base.union(flag)), Int32(column + 1), Int32(row + 1), 1, 1)
            }
        }
        // Wider than a phone: there it scrolls sideways, on its own.
        gtk_box_append(cgtk_box(section), PageParts.sideways(grid, name: title))
        return section
    }

    /// A button that looks like the follow button in `state` but takes no input.
    private func preview(of state: ControlState) -> UnsafeMutablePointer<GtkWidget> {
        let title = followButton.titles.resolved(for: state) ?? ""
        let cell = gtk_button_new_with_label(title.isEmpty ? tr("Loading…") : title)!
        gtk_widget_add_css_class(cell, "stateful-button")
        gtk_widget_add_css_class(cell, "follow-button")
        for name in followButton.styleClasses.resolved(for: state) ?? [] { gtk_widget_add_css_class(cell, name) }
        if state.contains(.highlighted) { gtk_widget_set_state_flags(cell, GTK_STATE_FLAG_ACTIVE, 0) }
        if state.contains(.disabled) { gtk_widget_set_sensitive(cell, 0) }
        gtk_widget_set_can_target(cell, 0)
        gtk_widget_set_focusable(cell, 0)
        Accessibility.setHidden(cell, true)
        return cell
    }
}
