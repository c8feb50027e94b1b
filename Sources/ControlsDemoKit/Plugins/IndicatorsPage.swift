import CGtk
import ControlCore
import GtkControls

/// "Indicators": activity indicators in UIKit's styles (and the seed's list row that
/// spins while selected), progress views, the thermometer counting the cards left in a
/// deck, and a song position that advances while Play is on.
@MainActor
final class IndicatorsPage: ObjectBinding {
    static let plugin = DemoPlugin(
        id: "indicators",
        title: "Indicators",
        iconName: "content-loading-symbolic",
        category: "Feedback",
        summary: "Activity indicators, progress views and a custom-drawn thermometer"
    ) { PageParts.page(IndicatorsPage().root) }

    private static let deckSize = 52
    private static let songLength = 30

    private let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
    private let scheduler = GLibScheduler()
    private var indicators: [ActivityIndicator] = []
    private var rowIndicators: [UnsafeMutablePointer<GtkWidget>: ActivityIndicator] = [:]
    private let thermometer = Thermometer()
    private let cardsLabel = PageParts.paragraph("")
    private var cardsLeft = IndicatorsPage.deckSize
    private let songProgress = ProgressView(style: .bar)
    private let songLabel = PageParts.paragraph("")
    private var songSeconds = 0
    private var songTimer: ScheduledTimer?

    private init() {
        super.init(binding: root)
        gtk_box_append(cgtk_box(root), makeActivitySection())
        gtk_box_append(cgtk_box(root), makeProgressSection())
        gtk_box_append(cgtk_box(root), makeDeckSection())
        gtk_box_append(cgtk_box(root), makeSongSection())
        showCards()
        showSong()
    }

    override func objectDidFinalize() {
        songTimer?.cancel()
    }

    // MARK: Activity indicators

    private func makeActivitySection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cgtk_box(section), PageParts.heading("Activity indicators"))
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24)!
        for style in ActivityIndicator.Style.allCases {
            let indicator = ActivityIndicator(style: style)
            indicator.hidesWhenStopped = false
            indicator.accessibleLabel = "Activity indicator, \(style.rawValue) style"
            indicators.append(indicator)
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            if style == .mediumWhite {
                gtk_widget_add_css_class(indicator.widget, "medium")
                let swatch = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
                gtk_widget_add_css_class(swatch, "dark-swatch")
                gtk_widget_set_halign(swatch, GTK_ALIGN_CENTER)
                gtk_box_append(cgtk_box(swatch), indicator.widget)
                gtk_box_append(cgtk_box(column), swatch)
            } else {
                gtk_box_append(cgtk_box(column), indicator.widget)
            }
            let caption = gtk_label_new(style.caption)!
            gtk_widget_add_css_class(caption, "dim-label")
            gtk_box_append(cgtk_box(column), caption)
            gtk_box_append(cgtk_box(row), column)
        }
        let custom = ActivityIndicator(style: .large)
        custom.color = "#e01b24"
        custom.backgroundColor = "alpha(#e01b24, 0.12)"
        custom.hidesWhenStopped = false
        custom.accessibleLabel = "Activity indicator, custom colours"
        indicators.append(custom)
        gtk_box_append(cgtk_box(row), custom.widget)
        let toggle = gtk_button_new_with_label("Start")!
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        Signal.connect(toggle, "clicked") { [unowned self] _ in
            let start = !(indicators.first?.isAnimating ?? false)
            for indicator in indicators { start ? indicator.startAnimating() : indicator.stopAnimating() }
            gtk_button_set_label(cgtk_button(toggle), start ? "Stop" : "Start")
        }
        gtk_box_append(cgtk_box(row), toggle)
        gtk_box_append(cgtk_box(section), row)
        gtk_box_append(cgtk_box(section), PageParts.paragraph("The selected row spins, as in the seed's table:"))
        gtk_box_append(cgtk_box(section), makeSpinningRows())
        return section
    }

    private func makeSpinningRows() -> UnsafeMutablePointer<GtkWidget> {
        let list = gtk_list_box_new()!
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_widget_add_css_class(list, "frame")
        Accessibility.setLabel(list, "Downloads")
        for title in ["Analytical Engine notes", "Bernoulli numbers", "Difference Engine plans"] {
            let row = gtk_list_box_row_new()!
            let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            gtk_widget_set_margin_start(content, 12)
            gtk_widget_set_margin_end(content, 12)
            gtk_widget_set_margin_top(content, 8)
            gtk_widget_set_margin_bottom(content, 8)
            let label = gtk_label_new(title)!
            gtk_widget_set_hexpand(label, 1)
            gtk_label_set_xalign(cgtk_label(label), 0)
            gtk_box_append(cgtk_box(content), label)
            let indicator = ActivityIndicator(style: .gray)
            indicator.accessibleLabel = "Downloading \(title)"
            gtk_box_append(cgtk_box(content), indicator.widget)
            gtk_list_box_row_set_child(cgtk_list_box_row(row), content)
            Accessibility.setLabel(row, title)
            rowIndicators[row] = indicator
            gtk_list_box_append(cgtk_list_box(list), row)
        }
        Signal.connect(list, "row-selected") { [unowned self] arguments in
            let selected = arguments.pointer(1).map { cgtk_widget($0) }
            for (row, indicator) in rowIndicators {
                row == selected ? indicator.startAnimating() : indicator.stopAnimating()
            }
        }
        return list
    }

    // MARK: Progress views

    private func makeProgressSection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cgtk_box(section), PageParts.heading("Progress views"))
        let plain = ProgressView(style: .default)
        plain.setAccessibleLabel("Default style")
        let bar = ProgressView(style: .bar)
        bar.setAccessibleLabel("Bar style, tinted")
        bar.progressTint = "#2ec27e"
        bar.trackTint = "alpha(#2ec27e, 0.2)"
        let views = [plain, bar]
        for view in views { gtk_box_append(cgtk_box(section), view.widget) }
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for percent in [0, 25, 50, 100] {
            let button = gtk_button_new_with_label("\(percent) %")!
            Signal.connect(button, "clicked") { _ in
                for view in views { try? view.setProgress(Double(percent) / 100, animated: true) }
            }
            gtk_box_append(cgtk_box(buttons), button)
        }
        gtk_box_append(cgtk_box(section), buttons)
        return section
    }

    // MARK: Thermometer

    private func makeDeckSection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 18)!
        thermometer.setAccessibleLabel("Cards left")
        gtk_box_append(cgtk_box(section), thermometer.widget)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_valign(column, GTK_ALIGN_CENTER)
        gtk_box_append(cgtk_box(column), PageParts.heading("Thermometer"))
        gtk_box_append(cgtk_box(column), cardsLabel)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let deal = gtk_button_new_with_label("Deal")!
        Signal.connect(deal, "clicked") { [unowned self] _ in
            cardsLeft = max(0, cardsLeft - 1)
            showCards()
        }
        let shuffle = gtk_button_new_with_label("Shuffle")!
        Signal.connect(shuffle, "clicked") { [unowned self] _ in
            cardsLeft = Self.deckSize
            showCards()
        }
        gtk_box_append(cgtk_box(buttons), deal)
        gtk_box_append(cgtk_box(buttons), shuffle)
        gtk_box_append(cgtk_box(column), buttons)
        gtk_box_append(cgtk_box(section), column)
        return section
    }

    private func showCards() {
        thermometer.value = Double(cardsLeft) / Double(Self.deckSize)
        let text = "\(cardsLeft) of \(Self.deckSize) cards left"
        thermometer.setValueDescription(text)
        gtk_label_set_text(cgtk_label(cardsLabel), text)
    }

    // MARK: Song position

    private func makeSongSection() -> UnsafeMutablePointer<GtkWidget> {
        let section = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_box_append(cgtk_box(section), PageParts.heading("Song position"))
        songProgress.setAccessibleLabel("Song position")
        gtk_box_append(cgtk_box(section), songProgress.widget)
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let play = gtk_toggle_button_new_with_label("Play")!
        Signal.connect(play, "toggled") { [unowned self] arguments in
            guard let button = arguments.pointer(0) else { return }
            let playing = gtk_toggle_button_get_active(cgtk_toggle_button(button)) != 0
            gtk_button_set_label(cgtk_button(button), playing ? "Pause" : "Play")
            playing ? startPlaying() : stopPlaying()
        }
        gtk_box_append(cgtk_box(row), play)
        gtk_box_append(cgtk_box(row), songLabel)
        gtk_box_append(cgtk_box(section), row)
        return section
    }

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
