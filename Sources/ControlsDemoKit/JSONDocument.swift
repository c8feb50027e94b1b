import CJsonGlib

/// JSON text read with json-glib. json-glib 1.6 lets through what JSON (RFC 8259) does not:
/// numbers such as `01`, unpaired surrogates, control characters and single quotes in
/// strings, integers beyond 64 bits (read as -1), text after the value; it cuts a string at
/// `\u0000`, and names the token before the one that is wrong. So the text is checked first
/// (``JSONSyntax``), and refused with the line and column of what is wrong. A value that is
/// not what the reader expects is named by its place in the document (`meals[0].day`).
enum JSONDocument {
    /// Calls `body` with the top value of the document in `bytes`.
    static func read<Result>(_ bytes: [UInt8], _ body: (JSONValue) throws(JSONError) -> Result) throws(JSONError) -> Result {
        try JSONSyntax.check(bytes)
        let parser = json_parser_new_immutable()!
        defer { g_object_unref(parser) }
        var error: UnsafeMutablePointer<GError>?
        let parsed = bytes.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: gchar.self) { json_parser_load_from_data(parser, $0.baseAddress, gssize($0.count), &error) }
        }
        guard parsed != 0 else {
            defer { g_clear_error(&error) }
            throw JSONError(place: "", what: error.map { String(cString: $0.pointee.message) } ?? "not JSON")
        }
        guard let root = json_parser_get_root(parser) else { throw JSONError(place: "", what: "there is no value") }
        return try body(JSONValue(node: root, place: ""))
    }
}

/// What is wrong with a JSON document: where (a line and column, or a value's place) and what.
struct JSONError: Error, CustomStringConvertible {
    let place: String
    let what: String

    var description: String { place.isEmpty ? what : "\(place): \(what)" }
}

/// A value in a JSON document being read, with its place there for messages. Valid only
/// while ``JSONDocument/read(_:_:)`` runs.
struct JSONValue {
    fileprivate let node: OpaquePointer
    /// Where the value is: `""` for the top value, `meals[0].day` for a member of an element.
    let place: String

    func object() throws(JSONError) -> JSONObject {
        guard json_node_get_node_type(node) == JSON_NODE_OBJECT, let object = json_node_get_object(node) else { throw mismatch("an object") }
        return JSONObject(object: object, place: place)
    }

    func array() throws(JSONError) -> [JSONValue] {
        guard json_node_get_node_type(node) == JSON_NODE_ARRAY, let array = json_node_get_array(node) else { throw mismatch("an array") }
        return (0..<json_array_get_length(array)).map { JSONValue(node: json_array_get_element(array, $0), place: "\(place)[\($0)]") }
    }

    func string() throws(JSONError) -> String {
        guard cjson_node_holds_string(node) != 0 else { throw mismatch("a string") }
        return String(cString: json_node_get_string(node))
    }

    func integer() throws(JSONError) -> Int {
        guard cjson_node_holds_integer(node) != 0 else { throw mismatch("a whole number") }
        return Int(json_node_get_int(node))
    }

    private func mismatch(_ expected: String) -> JSONError {
        JSONError(place: place, what: "expected \(expected)")
    }
}

/// An object in a JSON document being read.
struct JSONObject {
    fileprivate let object: OpaquePointer
    let place: String

    /// The member `key`; throws when there is none.
    func member(_ key: String) throws(JSONError) -> JSONValue {
        guard let value = optionalMember(key) else { throw JSONError(place: place, what: "\"\(key)\" is missing") }
        return value
    }

    /// The member `key`, or nil when there is none or it is null.
    func optionalMember(_ key: String) -> JSONValue? {
        guard let node = json_object_get_member(object, key), json_node_get_node_type(node) != JSON_NODE_NULL else { return nil }
        return JSONValue(node: node, place: place.isEmpty ? key : "\(place).\(key)")
    }
}

/// A JSON value to write, compact, with objects' members in the order given.
enum JSONOutput {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case integer(Int)

    /// The value as JSON text; nil when a string holds U+0000, which json-glib cannot keep.
    var text: [UInt8]? {
        let builder = json_builder_new()!
        defer { g_object_unref(builder) }
        guard add(to: builder), let root = json_builder_get_root(builder) else { return nil }
        defer { json_node_unref(root) }
        let generator = json_generator_new()!
        defer { g_object_unref(generator) }
        json_generator_set_root(generator, root)
        var length: gsize = 0
        guard let text = json_generator_to_data(generator, &length) else { return nil }
        defer { g_free(text) }
        return Array(UnsafeRawBufferPointer(start: text, count: Int(length)))
    }

    private func add(to builder: UnsafeMutablePointer<JsonBuilder>) -> Bool {
        switch self {
        case .object(let members):
            json_builder_begin_object(builder)
            for (key, value) in members {
                json_builder_set_member_name(builder, key)
                guard value.add(to: builder) else { return false }
            }
            json_builder_end_object(builder)
        case .array(let elements):
            json_builder_begin_array(builder)
            for element in elements {
                guard element.add(to: builder) else { return false }
            }
            json_builder_end_array(builder)
        case .string(let string):
            guard !string.utf8.contains(0) else { return false }
            json_builder_add_string_value(builder, string)
        case .integer(let integer):
            json_builder_add_int_value(builder, gint64(integer))
        }
        return true
    }
}

/// JSON's grammar (RFC 8259), checked before json-glib parses the text (see ``JSONDocument``).
private struct JSONSyntax {
    /// json-glib's parser recurses once a level: deeper text is refused before it can
    /// exhaust the stack.
    static let maximumDepth = 512

    /// What may come next.
    private enum Expected {
        case value, valueOrClose, name, nameOrClose, colon, commaOrClose, end
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var expected = Expected.value
    /// The objects and arrays open at `index`, innermost last: where each begins.
    private var open: [(offset: Int, line: Int, lineStart: Int)] = []

    static func check(_ bytes: [UInt8]) throws(JSONError) {
        var syntax = JSONSyntax(bytes: bytes)
        try syntax.scan()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var inObject: Bool { open.last.map { bytes[$0.offset] == UInt8(ascii: "{") } ?? false }

    private mutating func scan() throws(JSONError) {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                try expect([.value, .valueOrClose])
                guard open.count < Self.maximumDepth else { throw error(at: index, "nested deeper than \(Self.maximumDepth) levels") }
                open.append((index, line, lineStart))
                expected = byte == UInt8(ascii: "{") ? .nameOrClose : .valueOrClose
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                let closesObject = byte == UInt8(ascii: "}")
                try expect(closesObject == inObject ? [closesObject ? .nameOrClose : .valueOrClose, .commaOrClose] : [])
                open.removeLast()
                index += 1
                valueEnded()
            case UInt8(ascii: ":"):
                try expect([.colon])
                expected = .value
                index += 1
            case UInt8(ascii: ","):
                try expect([.commaOrClose])
                expected = inObject ? .name : .value
                index += 1
            case UInt8(ascii: "\""):
                let isName = expected == .name || expected == .nameOrClose
                try expect([.value, .valueOrClose, .name, .nameOrClose])
                try string()
                if isName { expected = .colon } else { valueEnded() }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try expect([.value, .valueOrClose])
                try number()
                valueEnded()
            default:
                let word = bytes[index...].prefix { Self.isLetter($0) }
                guard ["true", "false", "null"].contains(String(decoding: word, as: UTF8.self)) else {
                    throw error(at: index, "unexpected \(token(at: index))")
                }
                try expect([.value, .valueOrClose])
                index += word.count
                valueEnded()
            }
        }
        if let (offset, line, lineStart) = open.last {
            let what = bytes[offset] == UInt8(ascii: "{") ? "object" : "array"
            throw JSONError(place: Self.place(of: offset, in: bytes, line: line, lineStart: lineStart), what: "the \(what) opened here is not closed")
        }
        guard expected == .end else { throw JSONError(place: "", what: "there is no value") }
    }

    private mutating func valueEnded() {
        expected = open.isEmpty ? .end : .commaOrClose
    }

    /// Throws unless the token at `index` is one of `allowed` here.
    private func expect(_ allowed: [Expected]) throws(JSONError) {
        guard !allowed.contains(expected) else { return }
        let wanted = switch expected {
        case .value: "a value"
        case .valueOrClose: #"a value or "]""#
        case .name: "a member name in double quotes"
        case .nameOrClose: #"a member name in double quotes or "}""#
        case .colon: #"":""#
        case .commaOrClose: inObject ? #""," or "}""# : #""," or "]""#
        case .end: "nothing after the value"
        }
        throw error(at: index, "expected \(wanted), found \(token(at: index))")
    }

    /// The token at `offset` as a message names it.
    private func token(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") { return "a string" }
        let end = if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            bytes[offset...].firstIndex { !Self.isNumberByte($0) } ?? bytes.count
        } else if Self.isLetter(byte) {
            bytes[offset...].firstIndex { !Self.isLetter($0) } ?? bytes.count
        } else {
            characterRange(at: offset).upperBound
        }
        return quoted(offset..<end)
    }

    private mutating func string() throws(JSONError) {
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw error(at: index, "a control character (U+\(Self.hex(UInt16(bytes[index])))) must be written as an escape in a string")
            default:
                index += 1
            }
        }
        throw error(at: start, "the string is not closed")
    }

    private mutating func escape() throws(JSONError) {
        let start = index
        guard index + 1 < bytes.count else { throw error(at: start, "the text ends inside an escape") }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 2
        case UInt8(ascii: "u"):
            guard let unit = codeUnit(at: index) else {
                throw error(at: start, "\\u must be followed by four hexadecimal digits")
            }
            index += 6
            switch unit {
            case 0:
                throw error(at: start, "\\u0000 cannot be kept in text")
            case 0xD800...0xDBFF:
                guard let low = codeUnit(at: index), (0xDC00...0xDFFF).contains(low) else { throw unpaired(at: start) }
                index += 6
            case 0xDC00...0xDFFF:
                throw unpaired(at: start)
            default:
                break
            }
        default:
            throw error(at: start, "\(quoted(start..<characterRange(at: start + 1).upperBound)) is not an escape")
        }
    }

    /// The UTF-16 code unit of the `\uXXXX` escape at `offset`, if there is one.
    private func codeUnit(at offset: Int) -> UInt16? {
        guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { return nil }
        let digits = bytes[offset + 2..<offset + 6]
        guard digits.allSatisfy({ Self.isHexDigit($0) }) else { return nil }
        return UInt16(String(decoding: digits, as: UTF8.self), radix: 16)
    }

    private func unpaired(at offset: Int) -> JSONError {
        error(at: offset, "\(quoted(offset..<offset + 6)) is half of a surrogate pair, without the other half")
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, and a whole number within 64 bits.
    private mutating func number() throws(JSONError) {
        let start = index
        let token = token(at: start)
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error(at: start, "\(token) is not a number") }
        guard integerDigits == 1 || bytes[index - integerDigits] != UInt8(ascii: "0") else {
            throw error(at: start, "\(token) has a leading zero")
        }
        var isWhole = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isWhole = false
            guard digits() > 0 else { throw error(at: start, "\(token) is not a number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isWhole = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(at: start, "\(token) is not a number") }
        }
        guard !isWhole || Int64(String(decoding: bytes[start..<index], as: UTF8.self)) != nil else {
            throw error(at: start, "\(quoted(start..<index)) is beyond a 64-bit whole number")
        }
    }

    /// Moves past the decimal digits at `index`; returns how many there were.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private func error(at offset: Int, _ what: String) -> JSONError {
        JSONError(place: Self.place(of: offset, in: bytes, line: line, lineStart: lineStart), what: what)
    }

    /// "line L, column C" of the byte at `offset`, with columns counted in characters.
    private static func place(of offset: Int, in bytes: [UInt8], line: Int, lineStart: Int) -> String {
        "line \(line), column \(bytes[lineStart..<offset].count(where: { $0 & 0xC0 != 0x80 }) + 1)"
    }

    /// The bytes of the one character that starts at `offset`.
    private func characterRange(at offset: Int) -> Range<Int> {
        guard offset < bytes.count else { return offset..<offset }
        let end = bytes[(offset + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
        return offset..<end
    }

    private func quoted(_ range: Range<Int>) -> String {
        "\"\(String(decoding: bytes[range], as: UTF8.self))\""
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("+-.eE".utf8).contains(byte)
    }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
