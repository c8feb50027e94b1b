// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import CSQLite
import Glibc

/// A connection to one SQLite database file, for one thread at a time (SQLite's serialized
/// mode guards it besides). Every error names the file.
final class SQLiteDatabase {
    /// The database file.
    let path: String
    private let handle: OpaquePointer

    /// Opens the database at `path`, read-write and made when missing unless `readOnly`.
    init(path: String, readOnly: Bool = false) throws(SQLiteError) {
        self.path = path
        var opened: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_FULLMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let error = SQLiteError(code: code, path: path, message: opened.map { Self.message($0, code: code) } ?? String(cString: sqlite3_errstr(code)))
            sqlite3_close_v2(opened)
            throw error
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, one statement or more, ignoring any rows.
    func execute(_ sql: String) throws(SQLiteError) {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    /// A statement to run many times.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil))
        return SQLiteStatement(statement!, in: self)
    }

    /// The first column of the first row of `sql`, as text; nil when there is no row.
    func text(_ sql: String) throws(SQLiteError) -> String? {
        var first: String?
        try prepare(sql).rows { row in first = first ?? row.text(0) }
        return first
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`): committed when it returns, rolled
    /// back when it or the commit throws. The pages it reads come from the file, not from the
    /// cache of earlier transactions (in WAL mode SQLite keeps that cache while no other
    /// connection writes), so a file damaged under the connection fails the next change with
    /// SQLITE_CORRUPT instead of being written to as if it were sound.
    func transaction<Result>(_ body: () throws(SQLiteError) -> Result) throws(SQLiteError) -> Result {
        sqlite3_db_release_memory(handle)
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
            throw error
        }
    }

    /// The row id that the last INSERT gave its row.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Throws the connection's error unless `code` is one of success.
    func check(_ code: Int32) throws(SQLiteError) {
        guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
        throw SQLiteError(code: code, path: path, message: Self.message(handle, code: code))
    }

    /// SQLite's message for the error `code` of `handle`, followed by the system's reason when
    /// SQLite names none: it says "disk I/O error" whether the disk failed or the file system
    /// turned read-only. The reason is the `errno` SQLite recorded on the file whose call failed,
    /// the WAL or the database: `sqlite3_system_errno` is 0 after a failed write to the WAL.
    private static func message(_ handle: OpaquePointer, code: Int32) -> String {
        let message = String(cString: sqlite3_errmsg(handle))
        guard code & 0xff == SQLITE_IOERR || code & 0xff == SQLITE_CANTOPEN,
              let number = [lastErrno(ofJournalOf: handle), lastErrno(ofDatabase: handle), sqlite3_system_errno(handle)].first(where: { $0 != 0 })
        else { return message }
        return "\(message): \(String(cString: strerror(number)))"
    }

    private static func lastErrno(ofDatabase handle: OpaquePointer) -> Int32 {
        var number: Int32 = 0
        sqlite3_file_control(handle, "main", SQLITE_FCNTL_LAST_ERRNO, &number)
        return number
    }

    /// The last `errno` of the WAL (or rollback journal), which only that file's own methods tell.
    private static func lastErrno(ofJournalOf handle: OpaquePointer) -> Int32 {
        var journal: UnsafeMutablePointer<sqlite3_file>?
        var number: Int32 = 0
        guard sqlite3_file_control(handle, "main", SQLITE_FCNTL_JOURNAL_POINTER, &journal) == SQLITE_OK,
              let journal, let control = journal.pointee.pMethods?.pointee.xFileControl else { return 0 }
        _ = control(journal, SQLITE_FCNTL_LAST_ERRNO, &number)
        return number
    }
}
