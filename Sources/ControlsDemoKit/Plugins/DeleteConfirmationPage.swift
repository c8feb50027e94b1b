// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import CLibadwaita
import ControlCore
import DemoData
import GtkControls

/// "Delete Confirmation": the seed's MealSchedule in an EditableList. Edit shows the minus
/// controls; a minus or a swipe slides in Delete; tapping elsewhere cancels. Deletions are
/// saved at once, in the background (``MealStore``), and an Undo toast brings the last one
/// back. The plan survives restarts: closing the page waits for its last save.
@MainActor
final class DeleteConfirmationPage: ObjectBinding, EditableListDataSource {
    static let plugin = DemoPlugin(
        id: "delete-confirmation",
        title: tr("Delete Confirmation"),
        iconName: "user-trash-symbolic",
        category: tr("Lists"),
        summary: tr("A list whose Delete slides in, commits on tap, cancels on a tap elsewhere, with Undo")
    ) { DeleteConfirmationPage().root }

    /// The page under its toasts.
    let root = adw_toast_overlay_new()!
    private let store: MealStore
    let list: EditableList
    private let editButton = StatefulButton(title: tr("Edit"))
    // TRANSLATORS: “Reset sample data” is the page's button of that name.
    private let empty = PageParts.paragraph(tr("No meals planned. Use “Reset sample data” to start again."))
    private let message = PageParts.messageLabel(cssClass: "error")
    /// The Undo toast shown, if any (a reference of the page's own).
    private var toast: OpaquePointer?
    /// When the toast shown came, or comes after the one leaving (g_get_monotonic_time, µs).
    private var toastShownAt: gint64 = 0
    /// A toast that goes once it has slid in, if any, with its timer and when it goes.
    private var toastLeaving: (toast: OpaquePointer, timer: ScheduledTimer, at: gint64)?
    /// How long a toast slides in: libadwaita's longest show animation (a toast that
    /// replaces another), in µs. libadwaita 1.2 (Debian 12) frees a toast dismissed before
    /// that, and then uses it as its animations end (fixed in 1.3): the monkey's crash, seed
    /// 1199678734. So a toast is never dismissed while it slides in.
    private static let toastSlideTime: gint64 = 500_000
    private var lastDeleted: (meal: Meal, index: Int)?

    /// The page over `store`: the user's plan unless a test gives another.
    init(store: MealStore = MealStore()) {
        self.store = store
        list = EditableList(rowIDs: store.plan.meals.map(\.id))
        list.accessibleLabel = tr("Meals")
        super.init(binding: root)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_add_css_class(content, "demo-page")
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let title = PageParts.heading(tr("Meal schedule"))
        gtk_widget_set_hexpand(title, 1)
        // At 200 % text, or on a phone, the title and the three buttons are wider than the
        // screen: the title (a heading wraps) and the buttons' titles then take two lines.
        gtk_box_append(cgtk_box(header), title)
        let reset = PageParts.button(tr("Reset sample data"))
        Signal.connect(reset, .clicked) { [unowned self] in resetSample() }
        let fill = PageParts.button(tr("Fill with 10,000 meals"))
        Signal.connect(fill, .clicked) { [unowned self] in fillWithManyMeals() }
        editButton.titles[.selected] = tr("Done")
        editButton.styleClasses[.selected] = ["suggested-action"]
        editButton.addAction(for: .primaryActionTriggered) { [unowned self] _, _ in list.isEditing.toggle() }
        for button in [fill, reset, editButton.widget] { gtk_box_append(cgtk_box(header), button) }
        gtk_box_append(cgtk_box(content), header)
        // TRANSLATORS: a row is swiped towards the start of a line: in a language written
        // right to left, to the right.
        gtk_box_append(cgtk_box(content), PageParts.paragraph(
            tr("Edit, then tap a minus — or swipe a row to the left, or press Delete on it — to show its Delete button. Tap anywhere else, scroll or press Escape to cancel.")))
        gtk_box_append(cgtk_box(content), message)
        gtk_box_append(cgtk_box(content), empty)
        gtk_widget_add_css_class(list.widget, "frame")
        gtk_box_append(cgtk_box(content), list.widget)
        adw_toast_overlay_set_child(cadw_toast_overlay(root), content)
        // Ctrl+Z is the toast's Undo, as in GNOME apps, from anywhere on the page.
        Shortcuts.add(to: root, "<Control>z") { [unowned self] in
            guard lastDeleted != nil else { return false }
            undoDelete()
            return true
        }

        list.dataSource = self
        EditableList.editingChangedSignal.connect(list) { [unowned self, unowned list] in editButton.isSelected = list.isEditing }
        EditableList.errorSignal.connect(list) { [unowned self] text in PageParts.report(text ?? "", in: message) }
        store.onSaveReport = { [unowned self] error in report(error) }
        if let notice = store.notice { PageParts.show(notice, in: message) }
        showEmptyState()
    }

    override func objectDidFinalize() {
        hideToast()
        if let leaving = toastLeaving {
            leaving.timer.cancel()
            g_object_unref(leaving.toast.rawObject)
        }
        store.onSaveReport = nil
        store.flush()
    }

    /// Shows `text` in a toast with Undo, and has a screen reader say it, as libadwaita's
    /// toasts cannot on GTK 4.8. A toast shown before goes away, or says `text` itself while
    /// it still slides in.
    private func showToast(_ text: String) {
        let markup = g_markup_escape_text(text, -1)!
        defer { g_free(markup) }
        Accessibility.announce(text, in: root)
        if let toast, g_get_monotonic_time() - toastShownAt < Self.toastSlideTime {
            adw_toast_set_title(toast, markup)
            return
        }
        hideToast()
        let shown = adw_toast_new(markup)!
        adw_toast_set_button_label(shown, tr("Undo"))
        Signal.connect(shown, .buttonClicked) { [weak self] in self?.undoDelete() }
        Signal.connect(shown, .dismissed) { [weak self] in
            guard let self, toast == shown else { return }
            toast = nil
            g_object_unref(shown.rawObject)
        }
        toast = shown
        // A toast added while another waits to leave comes after it.
        toastShownAt = max(g_get_monotonic_time(), toastLeaving?.at ?? 0)
        adw_toast_overlay_add_toast(cadw_toast_overlay(root), OpaquePointer(g_object_ref(shown.rawObject)))
    }

    /// Dismisses the toast shown, once it has slid in.
    private func hideToast() {
        guard let shown = toast else { return }
        toast = nil
        let slidIn = toastShownAt + Self.toastSlideTime - g_get_monotonic_time()
        guard slidIn > 0, isAlive, toastLeaving == nil else {
            adw_toast_dismiss(shown)
            g_object_unref(shown.rawObject)
            return
        }
        let timer = GLibScheduler().schedule(after: .microseconds(slidIn)) { [unowned self] in
            toastLeaving = nil
            adw_toast_dismiss(shown)
            g_object_unref(shown.rawObject)
        }
        toastLeaving = (shown, timer, g_get_monotonic_time() + slidIn)
    }

    /// Brings back the meal deleted last (the toast's Undo, Ctrl+Z).
    func undoDelete() {
        guard let deleted = lastDeleted else { return }
        lastDeleted = nil
        let refusal = store.apply(.insert(day: deleted.meal.day, name: deleted.meal.name, at: deleted.index))
        report(refusal)
        if refusal == nil {
            // The meal comes back with a new id, so it is a new row to the list.
            let index = min(max(0, deleted.index), store.plan.meals.count - 1)
            list.insert(store.plan.meals[index].id, at: index)
            Accessibility.announce(tr("Restored “%s”", deleted.meal.name), in: root)
        }
        hideToast()
        showEmptyState()
    }

    private func resetSample() {
        do {
            report(store.replace(with: try MealStore.samplePlan()))
        } catch {
            PageParts.show(tr("Cannot read the sample meals: %s", String(describing: error)), in: message)
        }
        lastDeleted = nil
        hideToast()
        list.reload(rowIDs: store.plan.meals.map(\.id))
        showEmptyState()
    }

    func fillWithManyMeals() {
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let names = SamplePlaceNames.generate(count: 10_000)
        report(store.replace(with: MealPlan(names.enumerated().map { (days[$0.offset % 7], "Dinner at \($0.element)") })))
        list.reload(rowIDs: store.plan.meals.map(\.id))
        showEmptyState()
    }

    private func report(_ error: String?) {
        PageParts.report(error ?? "", in: message)
    }

    private func showEmptyState() {
        let isEmpty = store.plan.meals.isEmpty
        gtk_widget_set_visible(empty, isEmpty ? 1 : 0)
        gtk_widget_set_visible(list.widget, isEmpty ? 0 : 1)
    }

    // MARK: EditableListDataSource

    func editableList(_ list: EditableList, titleForRow id: Int) -> String {
        guard let meal = store.plan.meal(id: id) else { return "" }
        // TRANSLATORS: a meal's row: its day, then the meal.
        return tr("%1$s: %2$s", meal.day, meal.name)
    }

    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {
        guard let index = store.plan.index(of: id), let meal = store.plan.meal(id: id) else { return }
        if let refusal = store.apply(.remove(at: index)) { throw SaveError(message: refusal) }
        lastDeleted = (meal, index)
        showToast(tr("Deleted “%s”", meal.name))
        showEmptyState()
    }
}

/// A save that was refused, with the reason.
struct SaveError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

// libadwaita's AdwToast, which the library cannot declare: it never links libadwaita.
extension ObjectSignal where Handler == () -> Void {
    /// The toast's button was clicked; the toast went away.
    fileprivate static var buttonClicked: Self { Self("button-clicked") }
    fileprivate static var dismissed: Self { Self("dismissed") }
}
