// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
import GtkControls

/// "Alert Loader": the seed's Sign Out flow — confirm, a loader while a simulated job
/// runs, then the result — with switches to make the job fail, take 30 seconds, or show
/// each step as its own alert.
@MainActor
final class AlertLoaderPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "alert-loader",
        title: tr("Alert Loader"),
        iconName: "dialog-information-symbolic",
        category: tr("Feedback"),
        summary: tr("An alert that confirms, shows the work running, then reports")
    ) { PageParts.page(AlertLoaderPage().root) }

    private static let content = AlertLoaderContent(
        title: tr("Sign Out"), message: tr("Are you sure you want to sign out?"), confirmTitle: tr("Confirm"),
        processingMessage: tr("Signing you out of all devices."), completedMessage: tr("Sign out completed"))

    /// How long the long job takes, in seconds.
    private static let longJob = 30

    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    private let status = PageParts.paragraph("")
    private let signOutButton = gtk_button_new_with_label(tr("Sign Out"))!
    private let signInButton = gtk_button_new_with_label(tr("Sign In"))!
    private let result = PageParts.messageLabel(cssClass: "dim-label")
    private var jobFails = false
    private var jobIsLong = false
    private var separateAlerts = false
    private var alert: AlertLoader?

    private init() {
        super.init(binding: root)
        gtk_box_append(cgtk_box(root), PageParts.paragraph(
            tr("Sign Out asks first, then the same alert turns into a loader while the work runs — the window keeps drawing — and then reports. Cancel works while it runs.")))
        gtk_widget_add_css_class(status, "signed-in-status")
        gtk_box_append(cgtk_box(root), status)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(signOutButton, "destructive-action")
        gtk_widget_add_css_class(signInButton, "suggested-action")
        gtk_box_append(cgtk_box(buttons), signOutButton)
        gtk_box_append(cgtk_box(buttons), signInButton)
        gtk_box_append(cgtk_box(root), buttons)
        gtk_box_append(cgtk_box(root), result)
        gtk_box_append(cgtk_box(root), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        gtk_box_append(cgtk_box(root), PageParts.switchRow(tr("Job fails")) { [unowned self] on in jobFails = on })
        gtk_box_append(cgtk_box(root), PageParts.switchRow(tr.plural("Job takes %d second", "Job takes %d seconds", count: Self.longJob, Self.longJob)) {
            [unowned self] on in jobIsLong = on
        })
        gtk_box_append(cgtk_box(root), PageParts.switchRow(tr("Separate alerts for each step")) { [unowned self] on in separateAlerts = on })

        Signal.connect(signOutButton, .clicked) { [unowned self] in signOut() }
        Signal.connect(signInButton, .clicked) { [unowned self] in
            PageParts.show("", in: result)
            setSignedIn(true)
        }
        setSignedIn(true)
    }

    private func setSignedIn(_ signedIn: Bool) {
        gtk_label_set_text(cgtk_label(status), signedIn ? tr("Signed in as Ada Lovelace") : tr("Signed out"))
        gtk_widget_set_visible(signOutButton, signedIn ? 1 : 0)
        gtk_widget_set_visible(signInButton, signedIn ? 0 : 1)
    }

    private func signOut() {
        guard let window = gtk_widget_get_root(root) else { return }
        let fails = jobFails
        let seconds = jobIsLong ? Self.longJob : 3
        let alert = AlertLoader(parent: cgtk_widget(window.rawObject), content: Self.content) { reportProgress in
            // A simulated job off the main thread: ten steps a second.
            for step in 1...(seconds * 10) {
                try await Task.sleep(for: .milliseconds(100))
                reportProgress(Double(step) / Double(seconds * 10))
                if fails, step == seconds * 5 { throw DemoError.networkUnreachable }
            }
        }
        alert.presentation = separateAlerts ? .separateAlerts : .morphInPlace
        AlertLoader.finishedSignal.connect(alert) { [weak self] outcome, message in
            guard let self, isAlive else { return }
            switch outcome {
            case .done:
                setSignedIn(false)
                PageParts.show("", in: result)
            case .failed:
                PageParts.show(tr("Sign out failed: %s", message ?? ""), in: result)
            case .cancelled:
                PageParts.show(tr("Sign out cancelled; nothing changed."), in: result)
            }
        }
        self.alert = alert
        alert.present()
    }
}
