// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk

/// Per-frame callbacks on a widget's frame clock, for animations. A callback runs once a
/// frame, with the frame's time, until it returns false or the widget is destroyed; a
/// widget with no callback left costs nothing between frames.
@MainActor
public enum FrameTicks {
    private typealias Tick = @MainActor (Duration) -> Bool

    /// Calls `tick` every frame with the frame clock's time until it returns false.
    @discardableResult
    public static func add(to widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor (_ frameTime: Duration) -> Bool) -> UInt {
        let box = CallbackBox<Tick>(tick)
        let id = gtk_widget_add_tick_callback(widget, { _, clock, data in
            guard let clock, let data else { return 0 }
            let time = Duration.microseconds(gdk_frame_clock_get_frame_time(clock))
            let tick = CallbackBox<Tick>.from(data).value
            return assumeMainThread { tick(time) } ? 1 : 0
        }, box.retainedPointer()) { data in
            guard let data else { return }
            CallbackBox<Tick>.release(data)
        }
        return UInt(id)
    }

    /// Stops a callback added with ``add(to:_:)``.
    public static func remove(from widget: UnsafeMutablePointer<GtkWidget>, _ id: UInt) {
        gtk_widget_remove_tick_callback(widget, guint(id))
    }

    /// The current frame time of `widget`'s frame clock, or zero while it has none.
    public static func now(for widget: UnsafeMutablePointer<GtkWidget>) -> Duration {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return .zero }
        return .microseconds(gdk_frame_clock_get_frame_time(clock))
    }
}
