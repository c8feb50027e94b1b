// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import ControlText

/// The demo's text domain, "controls-demo", bound on first use to the installed catalogues
/// or, run from the build, to the ones the build compiled. The demo's window and pages
/// (ControlsDemoKit) and the sample plugins share it.
package let tr = TextDomain("controls-demo", localeDirectories: [TextDomain.installedLocaleDirectory, buildLocaleDirectory])
