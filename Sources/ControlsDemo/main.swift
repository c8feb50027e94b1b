// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlsDemoKit
import Glibc

exit(DemoApp.run(CommandLine.arguments))
