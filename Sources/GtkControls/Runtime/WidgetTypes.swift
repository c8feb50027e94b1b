// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// The library's registered GTK widget types: register them once (``Application`` does) so
/// that GtkBuilder, `.ui` files and `g_type_from_name` find them.
@MainActor
public enum WidgetTypes {
    /// Every control that is a GTK widget type of its own so far, by name: those of the topics
    /// that are widgets (the alert loader, a GObject that opens windows of its own, is not one).
    public static var all: [WidgetType] {
        topics.flatMap(\.controls).filter { g_type_is_a($0.gtype, gtk_widget_get_type()) != 0 }.sorted { $0.name < $1.name }
    }

    /// Every control of the library, by kind, as the library's DocC page lists them under its
    /// headings (`make c-api` writes them there), each followed by the symbols an app uses with
    /// it, such as its delegate. A new control is one line here.
    package static var topics: [Topic] { [
        Topic("Buttons", [.control(StatefulButton.type), .control(LoadingButton.loadingType), .control(FollowButton.followType),
                          .control(ModalButton.type)]),
        Topic("Alerts", [.control(AlertLoader.type)]),
        Topic("Indicators", [.control(ActivityIndicator.type), .control(ProgressView.type), .control(Thermometer.type)]),
        Topic("Values", [.control(Switch.type), .control(Stepper.type), .control(Knob.type)]),
        Topic("Pickers", [.control(PickerView.type), .control(DatePicker.type)]),
        Topic("Search and lists", [
            .control(SearchBar.type), .symbol(SearchBarDelegate.self),
            .control(SearchResultsView.type), .symbol(LiveSearch.self),
            .control(EditableList.type), .symbol(EditableListDataSource.self),
        ]),
    ] }

    /// The types that declare keys (``WidgetType/keyBindings``), the parts of a control
    /// (a picker's drums, an alert loader's window) included: what a shortcuts window lists
    /// for the controls.
    public static var withKeyBindings: [WidgetType] {
        (all + [PickerDrum.type, AlertLoaderDialog.type]).filter { !$0.keyBindings.isEmpty }
    }

    /// Registers every widget type; calling it again does nothing.
    public static func register() {
        _ = all
    }

    /// A heading of the library's DocC page and what it lists under it.
    package struct Topic {
        /// What the page lists: a control, by its type, or another symbol of the library.
        package enum Item {
            case control(WidgetType)
            case symbol(Any.Type)

            /// The item's Swift name, as a DocC link names it: "SearchBar", "SearchBarDelegate".
            package var name: String {
                switch self {
                case let .control(type): String(type.name.dropFirst("Ctl".count))
                case let .symbol(symbol): String(describing: symbol)
                }
            }
        }

        package let heading: String
        package let items: [Item]

        init(_ heading: String, _ items: [Item]) {
            self.heading = heading
            self.items = items
        }

        /// The controls it lists.
        package var controls: [WidgetType] {
            items.compactMap { if case let .control(type) = $0 { type } else { nil } }
        }
    }
}
