// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib

/// Adds the library's assets, which the GResourceCompiler plugin compiles into this module from
/// gtkcontrols.gresource.xml, to the process's resources (`g_resources_register`); call it once.
public func registerCompiledResources() {
    var length: gsize = 0
    let bundle = g_bytes_new_take(g_base64_decode(gtkcontrolsGResourceBase64, &length), length)
    defer { g_bytes_unref(bundle) }
    var error: UnsafeMutablePointer<GError>?
    guard let resource = g_resource_new_from_data(bundle, &error) else {
        fatalError("the compiled-in gtkcontrols.gresource.xml is damaged: \(String(cString: error!.pointee.message))")
    }
    g_resources_register(resource)
    g_resource_unref(resource)
}
