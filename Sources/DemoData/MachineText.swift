// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGLib

/// Real text to search, made from this machine's own files whenever it is asked for (never
/// stored): the paths of the files under /usr, then the text of the changelogs Debian
/// installs with every package (/usr/share/doc/*/changelog*.gz, decompressed), reflowed into
/// lines of at most 76 bytes. That is about 70 bytes a line, with the names of thousands of
/// maintainers and authors, accents included.
public enum MachineText {
    /// The widest reflowed changelog line, in bytes.
    static let lineWidth = 76

    /// Up to `count` lines, always the same ones on the same machine; fewer only if the
    /// machine has less text.
    public static func lines(count: Int) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(count)
        appendFilePaths(under: "/usr", to: &lines, limit: count)
        for changelog in changelogs() where lines.count < count {
            appendReflowed(decompress(changelog), to: &lines, limit: count)
        }
        return lines
    }

    /// The paths of the files and links under `directory`, depth first in name order.
    private static func appendFilePaths(under directory: String, to lines: inout [String], limit: Int) {
        for name in entries(of: directory) where lines.count < limit {
            let path = directory + "/" + name
            if g_file_test(path, G_FILE_TEST_IS_SYMLINK) == 0 && g_file_test(path, G_FILE_TEST_IS_DIR) != 0 {
                appendFilePaths(under: path, to: &lines, limit: limit)
            } else {
                lines.append(path)
            }
        }
    }

    /// The names in `directory`, sorted; none when it cannot be read.
    private static func entries(of directory: String) -> [String] {
        guard let handle = g_dir_open(directory, 0, nil) else { return [] }
        defer { g_dir_close(handle) }
        var names: [String] = []
        while let name = g_dir_read_name(handle) { names.append(String(cString: name)) }
        return names.sorted()
    }

    /// Every package's gzipped changelogs, in package order.
    private static func changelogs() -> [String] {
        let documentation = "/usr/share/doc"
        return entries(of: documentation).flatMap { package in
            entries(of: documentation + "/" + package)
                .filter { $0.hasPrefix("changelog") && $0.hasSuffix(".gz") }
                .map { documentation + "/" + package + "/" + $0 }
        }
    }

    /// The decompressed bytes of the gzip file at `path`; as much as could be read.
    private static func decompress(_ path: String) -> [UInt8] {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return [] }
        defer { g_free(contents) }
        let decompressor = g_zlib_decompressor_new(G_ZLIB_COMPRESSOR_FORMAT_GZIP)!
        defer { g_object_unref(UnsafeMutableRawPointer(decompressor)) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            var read: gsize = 0
            var written: gsize = 0
            let result = chunk.withUnsafeMutableBytes { buffer in
                g_converter_convert(decompressor, contents + offset, gsize(Int(length) - offset), buffer.baseAddress,
                                    gsize(buffer.count), G_CONVERTER_INPUT_AT_END, &read, &written, nil)
            }
            output.append(contentsOf: chunk[..<Int(written)])
            offset += Int(read)
            if result != G_CONVERTER_CONVERTED { return output }
        }
    }

    /// Appends `text`'s words to `lines`, as many to a line as fit in ``lineWidth`` bytes.
    private static func appendReflowed(_ text: [UInt8], to lines: inout [String], limit: Int) {
        var line: [UInt8] = []
        for word in text.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            guard lines.count < limit else { return }
            if !line.isEmpty && line.count + 1 + word.count > lineWidth {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
            }
            if !line.isEmpty { line.append(0x20) }
            line.append(contentsOf: word)
        }
        if !line.isEmpty && lines.count < limit { lines.append(String(decoding: line, as: UTF8.self)) }
    }
}
