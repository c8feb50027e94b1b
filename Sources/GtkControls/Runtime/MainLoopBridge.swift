// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import Dispatch
import Glibc

/// Lets Swift concurrency run while GTK's main loop runs: `Task { @MainActor in … }`,
/// `await` in UI code and `DispatchQueue.main.async` all need the main queue drained, and
/// GLib's loop knows nothing of it.
///
/// ``install()`` watches libdispatch's main-queue eventfd from a GLib source and drains the
/// queue when it becomes readable. Call it once on the main thread before the loop runs
/// (``Application`` does). Never in a process that called `dispatch_main()`.
@MainActor
public enum MainLoopBridge {
    private static var sourceID: guint = 0

    /// Whether the bridge is installed.
    public static var isInstalled: Bool { sourceID != 0 }

    /// Installs the bridge on the default main context; does nothing the second time.
    public static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, { fd, _, _ in
            // libdispatch does not reset the eventfd; without this read the source stays
            // ready and the loop spins.
            var counter: eventfd_t = 0
            _ = eventfd_read(fd, &counter)
            _dispatch_main_queue_callback_4CF(nil)
            return 1
        }, nil, nil)
    }
}
