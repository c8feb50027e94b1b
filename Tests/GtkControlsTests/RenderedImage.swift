// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CGtk
import XCTest

/// A window rendered by its own renderer into 8-bit sRGB pixels, or such a render read back
/// from a PNG file.
@MainActor struct RenderedImage {
    typealias Color = (red: UInt8, green: UInt8, blue: UInt8)
    let width: Int
    let height: Int
    /// Premultiplied B, G, R, A bytes, row after row (cairo's ARGB32, little-endian).
    private(set) var pixels: [UInt8]

    init(_ window: UnsafeMutablePointer<GtkWidget>) throws {
        let renderer = try XCTUnwrap(gtk_native_get_renderer(gtk_widget_get_native(window)))
        (width, height, pixels) = try renderedPixels(of: window, with: renderer)
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "\(pixels.count) bytes are not \(width)×\(height) pixels")
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The PNG file at `path`; nil when there is none or it cannot be read.
    init?(contentsOf path: String) {
        guard g_file_test(path, G_FILE_TEST_EXISTS) != 0, let texture = gdk_texture_new_from_filename(path, nil) else { return nil }
        defer { g_object_unref(texture.rawObject) }
        let (width, height) = (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(texture, &pixels, gsize(width * 4))
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Saves the pixels as a PNG file at `path`, making its folder if needed.
    func save(to path: String) {
        g_mkdir_with_parents(String(path[..<path.lastIndex(of: "/")!]), 0o755)
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let copy = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(width * 4))!
        defer { g_object_unref(copy.rawObject) }
        XCTAssertNotEqual(gdk_texture_save_to_png(copy, path), 0, "cannot save \(path)")
    }

    /// The pixel at (x, y); a window is opaque, so premultiplied B, G, R are the colour itself.
    func color(_ x: Int, _ y: Int) -> Color {
        let index = (y * width + x) * 4
        return (pixels[index + 2], pixels[index + 1], pixels[index])
    }

    private mutating func setColor(_ x: Int, _ y: Int, _ color: Color) {
        let index = (y * width + x) * 4
        (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = (color.blue, color.green, color.red, 255)
    }

    /// The colour most pixels in `rect` have: what is behind a control.
    func mostFrequent(in rect: (x: Int, y: Int, width: Int, height: Int)) -> Color {
        var counts: [UInt32: Int] = [:]
        for (x, y) in points(in: rect) {
            let c = color(x, y)
            counts[UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue), default: 0] += 1
        }
        let key = counts.max { $0.value < $1.value }!.key
        return (UInt8(key >> 16 & 0xff), UInt8(key >> 8 & 0xff), UInt8(key & 0xff))
    }

    /// The highest contrast any pixel in `rect` has against `background`: the solid part of
    /// a stroke or glyph (its anti-aliased edges blend towards the background).
    func maximumContrast(in rect: (x: Int, y: Int, width: Int, height: Int), against background: Color) -> Double {
        points(in: rect).map { Contrast.ratio(color($0.0, $0.1), background) }.max() ?? 1
    }

    /// The highest contrast within a pixel of `point` against `background`.
    func contrast(near point: (Double, Double), against background: Color) -> Double {
        maximumContrast(in: (Int(point.0) - 1, Int(point.1) - 1, 3, 3), against: background)
    }

    private func points(in rect: (x: Int, y: Int, width: Int, height: Int)) -> [(Int, Int)] {
        let xs = max(0, rect.x)..<min(width, rect.x + rect.width)
        let ys = max(0, rect.y)..<min(height, rect.y + rect.height)
        return ys.flatMap { y in xs.map { x in (x, y) } }
    }

    // MARK: Comparing

    /// How an image differs from the one it is compared with.
    struct Difference {
        /// Pixels with a channel more than the tolerance apart (all pixels when the sizes differ).
        let differingPixels: Int
        /// The largest difference of any channel.
        let largestChannelDifference: Int
        /// The share of the pixels that differ, 0…1.
        let fraction: Double
        /// The expected image faded, with the differing pixels in magenta.
        let image: RenderedImage
    }

    /// How `actual` differs from this image, counting a pixel as different when one of its
    /// channels is more than `channelTolerance` apart; images of different sizes differ in
    /// every pixel.
    func difference(to actual: RenderedImage, channelTolerance: Int) -> Difference {
        var marked = RenderedImage(width: max(width, actual.width), height: max(height, actual.height),
                                   pixels: [UInt8](repeating: 255, count: max(width, actual.width) * max(height, actual.height) * 4))
        var differing = 0
        var largest = 0
        for y in 0..<marked.height {
            for x in 0..<marked.width {
                guard x < width, y < height, x < actual.width, y < actual.height else {
                    marked.setColor(x, y, (255, 0, 255))
                    largest = 255
                    continue
                }
                let (a, b) = (color(x, y), actual.color(x, y))
                let delta = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                largest = max(largest, delta)
                if delta > channelTolerance {
                    differing += 1
                    marked.setColor(x, y, (255, 0, 255))
                } else {
                    let gray = UInt8(191 + Int(Contrast.luminance(a) * 64))
                    marked.setColor(x, y, (gray, gray, gray))
                }
            }
        }
        let sameSize = width == actual.width && height == actual.height
        let total = sameSize ? differing : marked.width * marked.height
        return Difference(differingPixels: total, largestChannelDifference: largest,
                          fraction: Double(total) / Double(max(1, marked.width * marked.height)), image: marked)
    }

    // MARK: Composing

    /// `images` side by side, `gap` pixels apart and centred vertically, on `background`.
    static func row(_ images: [RenderedImage], gap: Int, background: Color) -> RenderedImage {
        let width = images.map(\.width).reduce(0, +) + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var row = RenderedImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
        for y in 0..<height { for x in 0..<width { row.setColor(x, y, background) } }
        var left = 0
        for image in images {
            let top = (height - image.height) / 2
            for y in 0..<image.height { for x in 0..<image.width { row.setColor(left + x, top + y, image.color(x, y)) } }
            left += image.width + gap
        }
        return row
    }
}

/// `widget` drawn alone into a texture by `renderer` (a window's): its size and its pixels as
/// premultiplied B, G, R, A bytes (cairo's ARGB32, little-endian).
@MainActor func renderedPixels(of widget: UnsafeMutablePointer<GtkWidget>, with renderer: OpaquePointer) throws
    -> (width: Int, height: Int, pixels: [UInt8]) {
    let (width, height) = (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    let paintable = gtk_widget_paintable_new(widget)!
    defer { g_object_unref(paintable.rawObject) }
    let snapshot = gtk_snapshot_new()!
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { throw NothingDrawn() }
    defer { gsk_render_node_unref(node) }
    var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    let texture = gsk_renderer_render_texture(renderer, node, &viewport)!
    defer { g_object_unref(texture.rawObject) }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    gdk_texture_download(texture, &pixels, gsize(width * 4))
    return (width, height, pixels)
}

/// A widget that has not been painted yet, or draws nothing.
struct NothingDrawn: Error, CustomStringConvertible {
    var description: String { "the widget drew nothing" }
}
