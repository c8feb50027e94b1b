import CGtk
import ControlCore
import GtkControls

/// "Indicators": activity indicators in UIKit's styles (and the seed's list row that
/// spins while selected), progress views, the thermometer counting the cards left in a
/// deck, and a song position that advances while Play is on. Laid out in
/// Resources/ui/indicators.ui; this drives it.
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
    private let thermometer: Thermometer
    private let cardsLabel: UnsafeMutablePointer<GtkWidget>
    private var cardsLeft = IndicatorsPage.deckSize
    private let songProgress: ProgressView
    private let songLabel: UnsafeMutablePointer<GtkWidget>
    private var songSeconds = 0
    private var songTimer: ScheduledTimer?

    private init(ui: UIFile) throws(DataFileError) {
        root = try ui.root("page")
        indicators = try ["large", "medium-white", "gray", "custom"].map { id throws(DataFileError) in try ui.control(id) }
        thermometer = try ui.control("thermometer")
        cardsLabel = try ui.widget("cards")
        songProgress = try ui.control("song")
        songLabel = try ui.widget("song-time")
        super.init(binding: root)
        indicators[3].color = "#e01b24"
        indicators[3].backgroundColor = "alpha(#e01b24, 0.12)"
        let start = try ui.widget("start")
        Signal.connect(start, "clicked") { [unowned self] _ in toggleIndicators(start) }
        spinSelectedRow(of: try ui.widget("downloads"))
        try driveProgressViews([ui.control("plain"), ui.control("tinted")], buttons: ui.widget("progress-buttons"))
        Signal.connect(try ui.widget("deal"), "clicked") { [unowned self] _ in
            cardsLeft = max(0, cardsLeft - 1)
            showCards()
        }
        Signal.connect(try ui.widget("shuffle"), "clicked") { [unowned self] _ in
            cardsLeft = Self.deckSize
            showCards()
        }
        Signal.connect(try ui.widget("play"), "toggled") { [unowned self] arguments in
            guard let button = arguments.pointer(0) else { return }
            let playing = gtk_toggle_button_get_active(cgtk_toggle_button(button)) != 0
            gtk_button_set_label(cgtk_button(button), playing ? "Pause" : "Play")
            playing ? startPlaying() : stopPlaying()
        }
        showCards()
        showSong()
    }

    override func objectDidFinalize() {
        songTimer?.cancel()
    }

    // MARK: Activity indicators

    private func toggleIndicators(_ button: UnsafeMutablePointer<GtkWidget>) {
        let start = !(indicators.first?.isAnimating ?? false)
        for indicator in indicators { start ? indicator.startAnimating() : indicator.stopAnimating() }
        gtk_button_set_label(cgtk_button(button), start ? "Stop" : "Start")
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

    /// Buttons that set both views to 0, 25, 50 or 100 %.
    private func driveProgressViews(_ views: [ProgressView], buttons: UnsafeMutablePointer<GtkWidget>) {
        for percent in [0, 25, 50, 100] {
            let button = gtk_button_new_with_label("\(percent) %")!
            Signal.connect(button, "clicked") { _ in
                for view in views { try? view.setProgress(Double(percent) / 100, animated: true) }
            }
            gtk_box_append(cgtk_box(buttons), button)
        }
    }

    // MARK: Thermometer

    private func showCards() {
        thermometer.value = Double(cardsLeft) / Double(Self.deckSize)
        let text = "\(cardsLeft) of \(Self.deckSize) cards left"
        thermometer.setValueDescription(text)
        gtk_label_set_text(cgtk_label(cardsLabel), text)
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

    /// "m:ss".
    private static func minutesAndSeconds(_ seconds: Int) -> String {
        let rest = seconds % 60
        return "\(seconds / 60):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
