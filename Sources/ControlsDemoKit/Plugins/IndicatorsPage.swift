// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
import DemoData
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
        title: tr("Indicators"),
        iconName: "content-loading-symbolic",
        category: tr("Feedback"),
        summary: tr("Activity indicators, progress views and a custom-drawn thermometer")
    ) {
        do {
            return PageParts.page(try IndicatorsPage(ui: UIFile("indicators.ui")).root)
        } catch {
            return PageParts.page(PageParts.failure(tr("The Indicators page cannot be shown: %s", String(describing: error))))
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
        Signal.connect(startButton, .clicked) { [unowned self] in toggleIndicators() }
        showIndicatorState(spinning: false)
        spinSelectedRow(of: try ui.widget("downloads"))
        try driveProgressViews([ui.control("plain"), ui.control("tinted")], buttons: ui.widget("progress-buttons"))
        Signal.connect(cardButtons[0], .clicked) { [unowned self] in
            cardsLeft = max(0, cardsLeft - 1)
            showCards()
        }
        Signal.connect(cardButtons[1], .clicked) { [unowned self] in
            cardsLeft = Self.deckSize
            showCards()
        }
        let playButton = try ui.widget("play")
        labelPlayButton(playButton, playing: false)
        Signal.connect(playButton, .toggled) { [unowned self] in
            let playing = gtk_toggle_button_get_active(cgtk_toggle_button(playButton)) != 0
            labelPlayButton(playButton, playing: playing)
            playing ? startPlaying() : stopPlaying()
            // TRANSLATORS: %s is the song's position, as in “0:05 of 0:30”.
            Accessibility.setDescription(playButton, playing ? "" : tr("Paused at %s", songPosition), withNewName: true)
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
        showIndicatorState(spinning: start)
    }

    /// The Start button's label, and what the indicators show in its description.
    private func showIndicatorState(spinning: Bool) {
        Accessibility.setButtonLabel(startButton, spinning ? tr("Stop") : tr("Start"))
        Accessibility.setDescription(
            startButton, spinning ? tr("The activity indicators are spinning") : tr("The activity indicators are stopped"), withNewName: true)
    }

    /// The indicator in the selected row spins; the others stop.
    private func spinSelectedRow(of list: UnsafeMutablePointer<GtkWidget>) {
        Signal.connect(list, .rowSelected) { row in
            let selected = row.map { cgtk_widget($0) }
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
        // TRANSLATORS: a button that sets the progress views to %d percent.
        let buttons = [0, 25, 50, 100].map { percent in (percent, gtk_button_new_with_label(tr("%d %%", percent))!) }
        func describe(_ percent: Int) {
            let text = tr.plural("The progress views are at %d percent", "The progress views are at %d percent", count: percent, percent)
            for (_, button) in buttons { Accessibility.setDescription(button, text) }
        }
        for (percent, button) in buttons {
            Signal.connect(button, .clicked) {
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
        // TRANSLATORS: %2$d is the number of cards left, which picks the plural form; %1$d the
        // deck's size. A form for one number alone may leave out %2$d (C allows leaving out
        // only the last argument, hence the order).
        let text = tr.plural("%2$d of %1$d card left", "%2$d of %1$d cards left", count: cardsLeft, Self.deckSize, cardsLeft)
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

    /// Play while paused, Pause while playing.
    private func labelPlayButton(_ button: some ObjectPointer, playing: Bool) {
        Accessibility.setButtonLabel(button, playing ? tr("Pause") : tr("Play"))
    }

    private func stopPlaying() {
        songTimer?.cancel()
        songTimer = nil
    }

    private func showSong() {
        try? songProgress.setProgress(Double(songSeconds) / Double(Self.songLength), animated: songSeconds > 0)
        // TRANSLATORS: the song's position and its length, as in “0:05 / 0:30”.
        gtk_label_set_text(cgtk_label(songLabel), tr("%1$s / %2$s", Self.minutesAndSeconds(songSeconds), Self.minutesAndSeconds(Self.songLength)))
    }

    /// "0:05 of 0:30".
    private var songPosition: String {
        tr("%1$s of %2$s", Self.minutesAndSeconds(songSeconds), Self.minutesAndSeconds(Self.songLength))
    }

    /// "m:ss".
    private static func minutesAndSeconds(_ seconds: Int) -> String {
        let rest = seconds % 60
        return "\(seconds / 60):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
