import CGtk
import ControlCore
import GtkControls

/// "Indicators": activity indicators in UIKit's styles (and the seed's list row that
/// spins while selected), progress views, the thermometer counting the cards left in a
/// deck, and a song position that advances while Play is on. Laid out in
/// Resources/ui/indicators.ui; this drives it.
///
/// The indicators take no focus, so each button that drives them carries what they show
/// now in its accessible description, which a screen reader speaks when it changes under
/// the focus.
@MainActor
final class IndicatorsPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "indicators",
        title: "Indicators",
        iconName: "content-loading-symbolic",
        category: "Feedback",
        summary: "Activity indicators, progress views and a custom-drawn thermometer"
    ) {
        do {
            return PageParts.page(try IndicatorsPage(ui: UIFile("indicators.ui")).root)
        } catch {
            return PageParts.page(PageParts.failure("The Indicators page cannot be shown: \(error)"))
        }
    }

    private static let deckSize = 52
    private static let songLength = 30

    private let root: UnsafeMutablePointer<GtkWidget>
    private let scheduler = GLibScheduler()
    private let indicators: [ActivityIndicator]
    private let startButton: UnsafeMutablePointer<GtkWidget>
    private let thermometer: Thermometer
    private let cardsLabel: UnsafeMutablePointer<GtkWidget>
    private let cardButtons: [UnsafeMutablePointer<GtkWidget>]
    private var cardsLeft = IndicatorsPage.deckSize
    private let songProgress: ProgressView
    private let songLabel: UnsafeMutablePointer<GtkWidget>
    private var songSeconds = 0
    private var songTimer: ScheduledTimer?

    private init(ui: UIFile) throws(DataFileError) {
        root = try ui.root("page")
        indicators = try ["large", "medium-white", "gray", "custom"].map { id throws(DataFileError) in try ui.control(id) }
        startButton = try ui.widget("start")
        thermometer = try ui.control("thermometer")
        cardsLabel = try ui.widget("cards")
        cardButtons = try [ui.widget("deal"), ui.widget("shuffle")]
        songProgress = try ui.control("song")
        songLabel = try ui.widget("song-time")
        super.init(binding: root)
        indicators[3].color = "#e01b24"
        indicators[3].backgroundColor = "alpha(#e01b24, 0.12)"
        Signal.connect(startButton, "clicked") { [unowned self] _ in toggleIndicators() }
        describeIndicators(spinning: false)
        spinSelectedRow(of: try ui.widget("downloads"))
        try driveProgressViews([ui.control("plain"), ui.control("tinted")], buttons: ui.widget("progress-buttons"))
        Signal.connect(cardButtons[0], "clicked") { [unowned self] _ in
            cardsLeft = max(0, cardsLeft - 1)
            showCards()
        }
        Signal.connect(cardButtons[1], "clicked") { [unowned self] _ in
            cardsLeft = Self.deckSize
            showCards()
        }
        Signal.connect(try ui.widget("play"), "toggled") { [unowned self] arguments in
            guard let button = arguments.pointer(0) else { return }
            let playing = gtk_toggle_button_get_active(cgtk_toggle_button(button)) != 0
            gtk_button_set_label(cgtk_button(button), playing ? "Pause" : "Play")
            playing ? startPlaying() : stopPlaying()
            Accessibility.setDescription(button, playing ? "" : "Paused at \(songPosition)")
        }
        showCards()
        showSong()
    }

    override func objectDidFinalize() {
        songTimer?.cancel()
    }

    // MARK: Activity indicators

    private func toggleIndicators() {
        let start = !(indicators.first?.isAnimating ?? false)
        for indicator in indicators { start ? indicator.startAnimating() : indicator.stopAnimating() }
        gtk_button_set_label(cgtk_button(startButton), start ? "Stop" : "Start")
        describeIndicators(spinning: start)
    }

    private func describeIndicators(spinning: Bool) {
        Accessibility.setDescription(startButton, spinning ? "The activity indicators are spinning" : "The activity indicators are stopped")
    }

    /// The indicator in the selected row spins; the others stop.
    private func spinSelectedRow(of list: UnsafeMutablePointer<GtkWidget>) {
        Signal.connect(list, "row-selected") { arguments in
            let selected = arguments.pointer(1).map { cgtk_widget($0) }
            var row = gtk_widget_get_first_child(list)
            while let current = row {
                if let indicator = Self.indicator(in: current) {
                    current == selected ? indicator.startAnimating() : indicator.stopAnimating()
                }
                row = gtk_widget_get_next_sibling(current)
            }
        }
    }

    /// The activity indicator at the end of a download row.
    private static func indicator(in row: UnsafeMutablePointer<GtkWidget>) -> ActivityIndicator? {
        guard let content = gtk_list_box_row_get_child(cgtk_list_box_row(row)), let last = gtk_widget_get_last_child(content) else { return nil }
        return ObjectBinding.bound(to: last)
    }

    // MARK: Progress views

    /// Buttons that set both views to 0, 25, 50 or 100 %, each described by where that
    /// left the views.
    private func driveProgressViews(_ views: [ProgressView], buttons box: UnsafeMutablePointer<GtkWidget>) {
        let buttons = [0, 25, 50, 100].map { percent in (percent, gtk_button_new_with_label("\(percent) %")!) }
        func describe(_ percent: Int) {
            for (_, button) in buttons { Accessibility.setDescription(button, "The progress views are at \(percent) percent") }
        }
        for (percent, button) in buttons {
            Signal.connect(button, "clicked") { _ in
                for view in views { try? view.setProgress(Double(percent) / 100, animated: true) }
                describe(percent)
            }
            gtk_box_append(cgtk_box(box), button)
        }
        describe(0)
    }

    // MARK: Thermometer

    private func showCards() {
        thermometer.value = Double(cardsLeft) / Double(Self.deckSize)
        let text = "\(cardsLeft) of \(Self.deckSize) cards left"
        thermometer.setValueDescription(text)
        gtk_label_set_text(cgtk_label(cardsLabel), text)
        for button in cardButtons { Accessibility.setDescription(button, text) }
    }

    // MARK: Song position

    /// One tick a second while playing; nothing runs while paused.
    private func startPlaying() {
        songTimer = scheduler.schedule(after: .seconds(1)) { [weak self] in
            guard let self else { return }
            songSeconds = (songSeconds + 1) % (Self.songLength + 1)
            showSong()
            startPlaying()
        }
    }

    private func stopPlaying() {
        songTimer?.cancel()
        songTimer = nil
    }

    private func showSong() {
        try? songProgress.setProgress(Double(songSeconds) / Double(Self.songLength), animated: songSeconds > 0)
        gtk_label_set_text(cgtk_label(songLabel), "\(Self.minutesAndSeconds(songSeconds)) / \(Self.minutesAndSeconds(Self.songLength))")
    }

    /// "0:05 of 0:30".
    private var songPosition: String {
        "\(Self.minutesAndSeconds(songSeconds)) of \(Self.minutesAndSeconds(Self.songLength))"
    }

    /// "m:ss".
    private static func minutesAndSeconds(_ seconds: Int) -> String {
        let rest = seconds % 60
        return "\(seconds / 60):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
