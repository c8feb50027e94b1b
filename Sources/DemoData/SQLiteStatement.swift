// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CSQLite

/// A prepared statement of a ``SQLiteDatabase``.
final class SQLiteStatement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase

    init(_ statement: OpaquePointer, in database: SQLiteDatabase) {
        self.statement = statement
        self.database = database
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Runs the statement with `values` bound to its parameters, in order.
    func run(_ values: Value...) throws(SQLiteError) {
        try rows(values) { _ in }
    }

    /// Runs the statement with `values` bound, calling `body` with each row.
    func rows(_ values: [Value] = [], _ body: (Row) -> Void) throws(SQLiteError) {
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, value) in values.enumerated() {
            let place = Int32(index + 1)
            switch value {
            case .integer(let integer): try database.check(sqlite3_bind_int64(statement, place, integer))
            case .real(let real): try database.check(sqlite3_bind_double(statement, place, real))
            case .text(let text): try database.check(sqlite3_bind_text(statement, place, text, -1, Value.transient))
            }
        }
        while true {
            let code = sqlite3_step(statement)
            try database.check(code)
            guard code == SQLITE_ROW else { return }
            body(Row(statement: statement))
        }
    }

    /// A value bound to a statement's parameter.
    enum Value {
        case integer(Int64)
        case real(Double)
        case text(String)

        /// SQLite copies a bound text at once (SQLITE_TRANSIENT, a macro Swift cannot import).
        static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    /// The current row of a running statement, valid only inside the call that hands it over.
    struct Row {
        let statement: OpaquePointer

        func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
        func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
        func text(_ column: Int32) -> String { sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "" }
    }
}
