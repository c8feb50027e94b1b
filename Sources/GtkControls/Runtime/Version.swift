// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// The version of GtkControls (Semantic Versioning), written here and nowhere else: `make`
/// reads it for the installed library's names (`libgtkcontrols-MAJOR.so.0.MINOR.PATCH`,
/// `gtkcontrols-MAJOR.pc`, `Ctl-MAJOR.0.gir`), ControlsDemo prints it for `--version`, and a
/// release is the git tag of it, with its entry in CHANGELOG.md.
public let gtkControlsVersion = "1.0.0"
