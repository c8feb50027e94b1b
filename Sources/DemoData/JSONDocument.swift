// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CJsonGlib

/// JSON text read with json-glib, for the one-time import of the demo's old meal files
/// (``LegacyMealFile``). json-glib 1.6 lets through some text that JSON does not allow (such
/// as `01`), which is harmless there. A value that is not what the reader expects is named by
/// its place in the document (`meals[0].day`).
enum JSONDocument {
    /// Calls `body` with the top value of the document in `bytes`.
    static func read<Result>(_ bytes: [UInt8], _ body: (JSONValue) throws(JSONError) -> Result) throws(JSONError) -> Result {
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
