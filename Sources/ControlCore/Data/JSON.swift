/// A JSON value, with a strict parser that says where input goes wrong and a writer.
/// Enough for small documents such as the demo's saved meal plan.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Why text is not JSON, with the byte offset where it went wrong.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    /// The value of `object` for `key`, if this is an object that has it.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// Parses `text`, which must hold exactly one value.
    public static func parse(_ text: String) throws(ParseError) -> JSON {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipSpace()
        guard parser.position == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// The value as compact JSON text.
    public var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): return Self.quote(value)
        case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    private static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var depth = 0

        func error(_ reason: String) -> ParseError { ParseError(offset: position, reason: reason) }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func value() throws(ParseError) -> JSON {
            skipSpace()
            guard position < bytes.count else { throw error("unexpected end of text") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        mutating func literal(_ word: String) throws(ParseError) {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected else {
                throw error("expected \(word)")
            }
            position += expected.count
        }

        mutating func nested<T>(_ body: (inout Parser) throws(ParseError) -> T) throws(ParseError) -> T {
            depth += 1
            guard depth <= 256 else { throw error("nested too deeply") }
            defer { depth -= 1 }
            return try body(&self)
        }

        mutating func object() throws(ParseError) -> JSON {
            try nested { (parser: inout Parser) throws(ParseError) -> JSON in
                parser.position += 1
                var members: [(String, JSON)] = []
                parser.skipSpace()
                if parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: "}") {
                    parser.position += 1
                    return .object(members)
                }
                while true {
                    parser.skipSpace()
                    guard parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: "\"") else {
                        throw parser.error("expected a member name")
                    }
                    let key = try parser.string()
                    parser.skipSpace()
                    guard parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: ":") else {
                        throw parser.error("expected ':'")
                    }
                    parser.position += 1
                    members.append((key, try parser.value()))
                    parser.skipSpace()
                    guard parser.position < parser.bytes.count else { throw parser.error("unterminated object") }
                    let next = parser.bytes[parser.position]
                    parser.position += 1
                    if next == UInt8(ascii: "}") { return .object(members) }
                    guard next == UInt8(ascii: ",") else { parser.position -= 1; throw parser.error("expected ',' or '}'") }
                }
            }
        }

        mutating func array() throws(ParseError) -> JSON {
            try nested { (parser: inout Parser) throws(ParseError) -> JSON in
                parser.position += 1
                var values: [JSON] = []
                parser.skipSpace()
                if parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: "]") {
                    parser.position += 1
                    return .array(values)
                }
                while true {
                    values.append(try parser.value())
                    parser.skipSpace()
                    guard parser.position < parser.bytes.count else { throw parser.error("unterminated array") }
                    let next = parser.bytes[parser.position]
                    parser.position += 1
                    if next == UInt8(ascii: "]") { return .array(values) }
                    guard next == UInt8(ascii: ",") else { parser.position -= 1; throw parser.error("expected ',' or ']'") }
                }
            }
        }

        mutating func string() throws(ParseError) -> String {
            position += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars) }
                run.removeAll()
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard position < bytes.count else { throw error("unterminated escape") }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "u"):
                        guard bytes.count - position >= 4,
                              let code = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
                            throw error("bad \\u escape")
                        }
                        position += 4
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default:
                        throw error("unknown escape")
                    }
                case 0..<0x20:
                    position -= 1
                    throw error("control character in a string")
                default:
                    run.append(byte)
                }
            }
            throw error("unterminated string")
        }

        mutating func number() throws(ParseError) -> Double {
            let start = position
            while position < bytes.count, "-+.eE0123456789".utf8.contains(bytes[position]) { position += 1 }
            guard position > start, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                position = start
                throw error("expected a value")
            }
            return value
        }
    }
}
