// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import ControlCore
@testable import GtkControls

/// Where a scene is shown: the golden-image test. (Its requirements, not the protocol, are
/// on the main actor: XCTest on Linux cannot run a test class isolated to it.)
protocol GalleryStage {
    /// Shows `widget` in a window of its natural size with a small margin, drawn as its
    /// state says by the time this returns; returns the window.
    @MainActor func show(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>
    /// Waits until `window` is drawn as its widgets' state says now.
    @MainActor func settle(_ window: UnsafeMutablePointer<GtkWidget>)
    /// Paints one frame of `window`, running `change` with that frame's time before it is
    /// laid out: an animation given its frame times shows the state they say.
    @MainActor func paintFrame(_ window: UnsafeMutablePointer<GtkWidget>, changing change: ((_ frameTime: Duration) -> Void)?)
    /// Keeps `object` (a data source, a delegate) alive until the scene is rendered.
    @MainActor func keep(_ object: AnyObject)
}

/// One state of one control, as the gallery shows it and the golden-image test checks it.
/// `make` builds the control in that state through its own API (no clock: timers run on a
/// ManualScheduler, an animation is given its frame times) and returns the window to render.
struct GalleryScene: Sendable {
    /// The control's type, which names its DocC page.
    let control: String
    /// The state in file names ("downloading").
    let state: String
    /// The state in words ("Downloading…").
    let caption: String
    let make: @MainActor @Sendable (GalleryStage) throws -> UnsafeMutablePointer<GtkWidget>

    /// The reference's or gallery picture's path under its folder: CONTROL/STATE.APPEARANCE.png.
    func path(_ appearance: Appearance) -> String { "\(control)/\(state).\(appearance.name).png" }
}

extension GalleryScene {
    /// Every control of the library, in the states that matter.
    static let all: [GalleryScene] = modalButtons + switches + steppers + knobs + progressViews + thermometers
        + activityIndicators + statefulButtons + loadingButtons + followButtons + pickers + datePickers + searchBars
        + searchResults + editableLists + alertLoaders

    private static let modalButtons: [GalleryScene] = [
        ("download", "Download", 0, false), ("downloading", "Downloading…", 0, true), ("install", "Install", 1, false),
        ("installing", "Installing…", 1, true), ("complete", "Complete!", 2, false),
    ].map { state, caption, mode, busy in
        GalleryScene(control: "ModalButton", state: state, caption: caption) { stage in
            let scheduler = ManualScheduler()
            let button = try ModalButton(modes: [
                ModalButtonMode(title: "Download", busyTitle: "Downloading…"),
                ModalButtonMode(title: "Install", busyTitle: "Installing…"),
                ModalButtonMode(title: "Complete!", isActionable: false),
            ], scheduler: scheduler)
            button.work = { _ in .delay(.seconds(1)) }
            for _ in 0..<mode {
                button.activate()
                scheduler.advance(by: .seconds(1))
            }
            if busy { button.activate() }
            return stage.show(button.widget)
        }
    }

    private static let switches: [GalleryScene] = [("on", "On", true, true), ("off", "Off", false, true), ("disabled", "Disabled", false, false)]
        .map { state, caption, on, enabled in
            GalleryScene(control: "Switch", state: state, caption: caption) { stage in
                let toggle = Switch()
                toggle.setAccessibleLabel("Wi-Fi")
                toggle.setOn(on, animated: false)
                toggle.isEnabled = enabled
                return stage.show(toggle.widget)
            }
        }

    private static let steppers: [GalleryScene] = [
        ("minimum", "At its minimum (0)", 0.0, true), ("middle", "In the middle (5)", 5, true), ("maximum", "At its maximum (10)", 10, true),
        ("disabled", "Disabled (5)", 5, false),
    ].map { state, caption, value, enabled in
            GalleryScene(control: "Stepper", state: state, caption: caption) { stage in
                let scheduler = ManualScheduler()
                let stepper = Stepper(configuration: try .init(minimum: 0, maximum: 10), value: value, scheduler: scheduler)
                stepper.setAccessibleLabel("Quantity")
                stepper.isEnabled = enabled
                // The store's effects (− and + follow the ends once an event is over) run as
                // they would on GLib's loop.
                scheduler.runAll()
                let label = gtk_label_new(Stepper.format(value))!
                let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
                gtk_box_append(cgtk_box(row), label)
                gtk_box_append(cgtk_box(row), stepper.widget)
                return stage.show(row)
            }
        }

    private static let knobs: [GalleryScene] = [("low", "At 35 %", 0.35, true), ("full", "At 100 %", 1, true), ("disabled", "Disabled", 0.35, false)]
        .map { state, caption, value, enabled in
            GalleryScene(control: "Knob", state: state, caption: caption) { stage in
                let knob = Knob(value: value)
                knob.setAccessibleLabel("Volume")
                knob.isEnabled = enabled
                return stage.show(knob.widget)
            }
        }

    private static let progressViews: [GalleryScene] = [
        GalleryScene(control: "ProgressView", state: "default", caption: "Default style, 40 %") { stage in
            try stage.show(progressView(.default, 0.4))
        },
        GalleryScene(control: "ProgressView", state: "bar", caption: "Bar style, 70 %") { stage in
            try stage.show(progressView(.bar, 0.7))
        },
        GalleryScene(control: "ProgressView", state: "tinted", caption: "Bar style with tints, 70 %") { stage in
            try stage.show(progressView(.bar, 0.7) { $0.progressTint = "#2ec27e"; $0.trackTint = "#f6d32d" })
        },
    ]

    @MainActor private static func progressView(_ style: ProgressView.Style, _ progress: Double,
                                                 _ configure: (ProgressView) -> Void = { _ in }) throws -> UnsafeMutablePointer<GtkWidget> {
        let view = ProgressView(style: style)
        try view.setProgress(progress)
        configure(view)
        gtk_widget_set_size_request(view.widget, 200, -1)
        return view.widget
    }

    private static let thermometers: [GalleryScene] = [("low", "At 20 %", 0.2), ("high", "At 80 %", 0.8)].map { state, caption, value in
        GalleryScene(control: "Thermometer", state: state, caption: caption) { stage in
            let thermometer = Thermometer()
            thermometer.value = value
            return stage.show(thermometer.widget)
        }
    }

    private static let activityIndicators: [GalleryScene] = [
        ("large", "Large", ActivityIndicator.Style.large), ("medium-white", "Medium white, on a dark background", .mediumWhite),
        ("gray", "Gray", .gray),
    ].map { state, caption, style in
        GalleryScene(control: "ActivityIndicator", state: state, caption: caption) { stage in
            let indicator = ActivityIndicator(style: style)
            if style == .mediumWhite { indicator.backgroundColor = "#3d3846" }
            indicator.startAnimating()
            return stage.show(indicator.widget)
        }
    }

    private static let statefulButtons: [GalleryScene] = [
        ("normal", "Normal"), ("highlighted", "Highlighted (pressed)"), ("selected", "Selected"), ("disabled", "Disabled"),
        ("custom", "A custom state (application bit 0)"),
    ].map { state, caption in
        GalleryScene(control: "StatefulButton", state: state, caption: caption) { stage in
            let custom = try ControlState.application(0)
            let button = StatefulButton(title: "Normal")
            button.titles[.highlighted] = "Highlighted"
            button.titles[.selected] = "Selected"
            button.titles[.disabled] = "Disabled"
            button.titles[custom] = "Custom"
            button.iconNames[.selected] = "object-select-symbolic"
            button.styleClasses[.selected] = ["suggested-action"]
            button.styleClasses[custom] = ["destructive-action"]
            switch state {
            case "highlighted": button.send(.pointer(.press(inside: true, clickCount: 1)))
            case "selected": button.isSelected = true
            case "disabled": button.isEnabled = false
            case "custom": try button.setApplicationState(custom)
            default: break
            }
            return stage.show(button.widget)
        }
    }

    private static let loadingButtons: [GalleryScene] = [("normal", "Normal", false), ("loading", "Loading", true)].map { state, caption, loading in
        GalleryScene(control: "LoadingButton", state: state, caption: caption) { stage in
            let button = LoadingButton(title: "Save")
            button.titles[.loading] = "Saving…"
            button.isLoading = loading
            return stage.show(button.widget)
        }
    }

    private static let followButtons: [GalleryScene] = [
        ("follow", "Follow"), ("followed", "Followed"), ("mutual", "Mutual"), ("loading", "Loading"),
    ].map { state, caption in
        GalleryScene(control: "FollowButton", state: state, caption: caption) { stage in
            let button = FollowButton()
            button.isSelected = state == "followed"
            button.isMutual = state == "mutual"
            button.isLoading = state == "loading"
            return stage.show(button.widget)
        }
    }

    private static let pickers: [GalleryScene] = [
        GalleryScene(control: "PickerView", state: "rest", caption: "At rest") { stage in
            let (picker, source) = coffeePicker()
            stage.keep(source)
            return stage.show(picker.widget)
        },
        GalleryScene(control: "PickerView", state: "fling", caption: "Mid-fling") { stage in
            let (picker, source) = coffeePicker()
            stage.keep(source)
            let window = stage.show(picker.widget)
            // A flick upwards, released 150 ms before the frame drawn.
            stage.paintFrame(window) { frameTime in
                let release = frameTime - .milliseconds(150)
                picker.store.send(.dragBegan(component: 0, time: release - .milliseconds(60)))
                picker.store.send(.dragMoved(component: 0, rows: 1.5))
                picker.store.send(.dragEnded(component: 0, velocity: 25, time: release))
                picker.store.send(.tick(time: frameTime))
            }
            return window
        },
    ]

    /// A picker of drinks and sizes.
    @MainActor private static func coffeePicker() -> (PickerView, GalleryPickerSource) {
        let source = GalleryPickerSource(components: [
            ["Americano", "Cappuccino", "Cortado", "Espresso", "Flat white", "Latte", "Macchiato", "Mocha", "Ristretto", "Tea"],
            ["Small", "Medium", "Large"],
        ])
        let picker = PickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.reloadAllComponents()
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: false)
        return (picker, source)
    }

    private static let datePickers: [GalleryScene] = [
        GalleryScene(control: "DatePicker", state: "leap-day", caption: "29 February 2024") { stage in
            stage.show(DatePicker(date: CalendarDate(year: 2024, month: 2, day: 29)).widget)
        },
    ]

    private static let searchBars: [GalleryScene] = [
        GalleryScene(control: "SearchBar", state: "empty", caption: "Empty, with a prompt and the bookmark button") { stage in
            let bar = searchBar()
            bar.prompt = "Places"
            bar.showsBookmarkButton = true
            return stage.show(bar.widget)
        },
        GalleryScene(control: "SearchBar", state: "scopes", caption: "With text, Cancel and the scope bar") { stage in
            let bar = searchBar()
            bar.text = "new"
            bar.showsCancelButton = true
            bar.scopeButtonTitles = ["All", "States", "Cities"]
            bar.showsScopeBar = true
            bar.selectedScopeButtonIndex = 2
            return stage.show(bar.widget)
        },
        GalleryScene(control: "SearchBar", state: "results", caption: "With results") { stage in
            let bar = searchBar()
            bar.text = "new"
            let (results, hits) = searchResults(for: "new")
            results.show(hits, query: "new")
            gtk_widget_set_size_request(results.widget, -1, 150)
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            gtk_box_append(cgtk_box(column), bar.widget)
            gtk_box_append(cgtk_box(column), results.widget)
            return stage.show(column)
        },
    ]

    private static let placeNames = [
        "New Hampshire", "New Jersey", "New Mexico", "New York", "Newark", "New Orleans", "Newport News", "Nevada", "Oregon",
        "Texas", "Vermont", "Utah",
    ]

    @MainActor private static func searchBar() -> SearchBar {
        let bar = SearchBar()
        bar.placeholder = "Search states and cities"
        gtk_widget_set_size_request(bar.widget, 320, -1)
        return bar
    }

    /// A results view over the place names, with the hits for `query`.
    @MainActor private static func searchResults(for query: String) -> (SearchResultsView, [UInt32]) {
        let results = SearchResultsView { placeNames[Int($0)] }
        let hits = placeNames.indices.filter { TextFolding.firstMatch(of: query, in: placeNames[$0]) != nil }.map { UInt32($0) }
        return (results, hits)
    }

    private static let searchResults: [GalleryScene] = [
        GalleryScene(control: "SearchResultsView", state: "matches", caption: "Results for \"new\", the match in bold") { stage in
            let (results, hits) = searchResults(for: "new")
            results.show(hits, query: "new")
            gtk_widget_set_size_request(results.widget, 240, 180)
            return stage.show(results.widget)
        },
    ]

    private static let editableLists: [GalleryScene] = [
        ("browsing", "Not editing", false, false), ("editing", "Editing", true, false), ("confirming", "Showing Delete", true, true),
    ].map { state, caption, editing, confirming in
        GalleryScene(control: "EditableList", state: state, caption: caption) { stage in
            let source = GalleryListSource(titles: ["Apples", "Bread", "Coffee", "Eggs"])
            stage.keep(source)
            let scheduler = ManualScheduler()
            let list = EditableList(rowIDs: Array(source.titles.indices), scheduler: scheduler)
            list.dataSource = source
            list.accessibleLabel = "Groceries"
            gtk_widget_set_size_request(list.widget, 280, 200)
            list.isEditing = editing
            let window = stage.show(list.widget)
            if confirming {
                list.handle(.tapMinus(2))
                scheduler.runAll()
                stage.settle(window)
            }
            return window
        }
    }

    private static let alertLoaders: [GalleryScene] = [
        ("confirm", "Asking"), ("loading", "Working, 40 %"), ("done", "Done"), ("failed", "Failed, with Retry"),
    ].map { state, caption in
        GalleryScene(control: "AlertLoader", state: state, caption: caption) { stage in
            let scheduler = ManualScheduler()
            let parent = stage.show(gtk_label_new("Account")!)
            let alert = AlertLoader(parent: parent, content: AlertLoaderContent(
                title: "Sign Out", message: "Are you sure you want to sign out?", confirmTitle: "Sign Out",
                completedMessage: "You are signed out."), scheduler: scheduler, work: untilCancelled)
            stage.keep(alert)
            alert.present()
            if state != "confirm" { alert.handle(.confirm) }
            if state == "loading" { alert.handle(.progress(run: 1, 0.4)) }
            if state == "done" { alert.handle(.workSucceeded(run: 1)) }
            if state == "failed" { alert.handle(.workFailed(run: 1, message: "The server did not answer.")) }
            scheduler.runAll()
            let window = alert.window!
            stage.settle(window)
            return window
        }
    }

    /// Work that runs until it is cancelled: its result is given as an event.
    private static let untilCancelled: ProgressWork = { _ in
        let (stream, end) = AsyncStream<Never>.makeStream()
        await withTaskCancellationHandler {
            for await _ in stream {}
        } onCancel: {
            end.finish()
        }
    }
}

/// Rows of titles for the gallery's picker.
@MainActor final class GalleryPickerSource: PickerDataSource, PickerDelegate {
    let components: [[String]]

    init(components: [[String]]) { self.components = components }

    func numberOfComponents(in picker: AnyObject) -> Int { components.count }
    func picker(_ picker: AnyObject, numberOfRowsInComponent component: Int) -> Int { components[component].count }
    func picker(_ picker: AnyObject, titleForRow row: Int, forComponent component: Int) -> String { components[component][row] }
    func picker(_ picker: AnyObject, widthForComponent component: Int) -> Double? { component == 0 ? 130 : 90 }
}

/// The gallery's shopping list; it deletes nothing.
@MainActor final class GalleryListSource: EditableListDataSource {
    let titles: [String]

    init(titles: [String]) { self.titles = titles }

    func editableList(_ list: EditableList, titleForRow id: Int) -> String { titles[id] }
    func editableList(_ list: EditableList, commitDeletionOf id: Int, at index: Int) throws {}
}
