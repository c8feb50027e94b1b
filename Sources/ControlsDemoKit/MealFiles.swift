import CGtk
import ControlCore
import Glibc

/// One change as the meal store's journal keeps it.
public typealias MealRecord = JournalledSaveState<MealPlanEdit>.Record

/// The meal plan's two files and their formats, read and written from any thread (nothing
/// here touches GTK):
///
/// - `meals.json`, the base, holds the plan after every change through number `sequence`
///   (a file from before the journal has none: 0):
///   `{"meals":[{"day":"Monday","meal":"Pancakes"},…],"sequence":12,"version":1}`
/// - `meals.json.journal` holds the changes made since, one a line, in order:
///   `{"remove":3,"sequence":13}`, `{"insert":{"at":3,"day":"Monday","meal":"Pancakes"},"sequence":14}`,
///   `{"replace":[{"day":"Monday","meal":"Pancakes"},…],"sequence":15}`.
///
/// The base is replaced atomically and durably (a new file, fsync, rename, fsync of the
/// directory), so it is always one whole plan; a line is appended to the journal and synced
/// with fdatasync before the change counts as saved, so a kill can only tear the line
/// being appended, and a torn last line is ignored.
public struct MealFiles: Sendable {
    /// The base file.
    public let path: String
    var journalPath: String { path + ".journal" }

    /// The files `path` and `path.journal`.
    public init(path: String) {
        self.path = path
    }

    /// What the files hold.
    struct Contents {
        /// The base's plan; nil when there is no base file yet (the plan is then the sample
        /// plan with the journal's changes).
        var base: MealPlan?
        var baseSequence = 0
        /// The journal's changes after the base, in order, to make over it.
        var changes: [MealRecord] = []
        /// Whether the journal holds `changes` and nothing else (no older change, no torn or
        /// unreadable line), so more can be appended to it.
        var journalIsClean = true
        /// Why the journal could not be read in full: unreadable (`changes` is empty), a
        /// bad line or a change out of order (`changes` stops before it).
        var journalDamage: String?
        /// Whether the journal exists but could not be read at all.
        var journalIsUnreadable = false

        /// The plan after every change in the files, made over the base, or over `fallback`
        /// when there is none.
        func plan(withoutBase fallback: @autoclosure () -> MealPlan) -> MealPlan {
            var plan = base ?? fallback()
            for record in changes { plan.apply(record.change) }
            return plan
        }
    }

    /// Reads both files. A missing file is no error: no base means the sample plan, no
    /// journal means no changes.
    func read() throws(MealFileError) -> Contents {
        var contents = Contents()
        switch Self.bytes(of: path) {
        case .missing: break
        case .failed(let reason): throw MealFileError(reason: reason)
        case .read(let bytes):
            do {
                (contents.base, contents.baseSequence) = try JSONDocument.read(bytes, Self.base)
            } catch {
                throw MealFileError(reason: tr("%1$s is not a meal plan: %2$s", path, String(describing: error)))
            }
        }
        switch Self.bytes(of: journalPath) {
        case .missing: break
        case .failed(let reason):
            contents.journalDamage = reason
            contents.journalIsUnreadable = true
            contents.journalIsClean = false
        case .read(let bytes): readJournal(bytes, into: &contents)
        }
        return contents
    }

    /// Parses the journal's complete lines; a last line without its newline is one a kill
    /// tore while it was appended, and is left out silently.
    private func readJournal(_ bytes: [UInt8], into contents: inout Contents) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let torn = !(lines.last?.isEmpty ?? true)
        lines.removeLast()
        var records: [MealRecord] = []
        for (number, line) in lines.enumerated() {
            do {
                records.append(try JSONDocument.read(Array(line), Self.record))
            } catch {
                contents.journalDamage = tr("line %1$d of %2$s is not a change: %3$s", number + 1, journalPath, String(describing: error))
                break
            }
        }
        let replay = JournalledSaveState.replayed(records, over: contents.baseSequence)
        contents.changes = replay.records
        if contents.journalDamage == nil, let stop = replay.stop {
            let due = (replay.records.last?.sequence ?? contents.baseSequence) + 1
            contents.journalDamage = tr("%1$s holds change %2$d where change %3$d was due", journalPath, stop.sequence, due)
        }
        contents.journalIsClean = !torn && contents.journalDamage == nil && records.count == replay.records.count
    }

    // MARK: Writing (on the store's background queues)

    /// Replaces the base with `plan`, which holds every change through `sequence`; returns
    /// why it failed.
    public func writeBase(_ plan: MealPlan, through sequence: Int) -> String? {
        let file = JSONOutput.object([("meals", Self.output(plan)), ("sequence", .integer(sequence)), ("version", .integer(1))])
        guard let text = file.text else { return tr("Could not save the meals: the plan cannot be encoded") }
        return Self.replaceAtomically(path, with: text + [UInt8(ascii: "\n")]).map { tr("Could not save the meals: %s", $0) }
    }

    /// Appends `records` to the journal as one write and syncs it; returns why it failed.
    public func append(_ records: [MealRecord]) -> String? {
        guard let text = Self.lines(records) else { return tr("Could not save the change: it cannot be encoded") }
        let existed = access(journalPath, F_OK) == 0
        let fd = open(journalPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return tr("Could not save the change: %s", "\(journalPath): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        if let failure = Self.writeAll(text, to: fd) ?? (fdatasync(fd) == 0 ? nil : String(cString: strerror(errno))) {
            return tr("Could not save the change: %s", "\(journalPath): \(failure)")
        }
        if !existed, let failure = Self.syncDirectory(of: journalPath) {
            return tr("Could not save the change: %s", failure)
        }
        return nil
    }

    /// Makes the journal hold exactly `records`: emptied in place when there are none,
    /// otherwise replaced atomically. Returns why it failed.
    func replaceJournal(with records: [MealRecord]) -> String? {
        guard !records.isEmpty else {
            let fd = open(journalPath, O_WRONLY | O_CLOEXEC)
            if fd < 0 { return errno == ENOENT ? nil : tr("Could not compact %1$s: %2$s", journalPath, String(cString: strerror(errno))) }
            defer { close(fd) }
            guard ftruncate(fd, 0) == 0, fdatasync(fd) == 0 else {
                return tr("Could not compact %1$s: %2$s", journalPath, String(cString: strerror(errno)))
            }
            return nil
        }
        guard let text = Self.lines(records) else { return tr("Could not save the change: it cannot be encoded") }
        return Self.replaceAtomically(journalPath, with: text).map { tr("Could not save the change: %s", $0) }
    }

    // MARK: Formats

    /// The plan and sequence number in a base file.
    private static func base(_ root: JSONValue) throws(JSONError) -> (MealPlan, Int) {
        let file = try root.object()
        let version = try file.member("version").integer()
        guard version == 1 else { throw JSONError(place: "version", what: tr("version %d is not one this program reads", version)) }
        let sequence = try file.optionalMember("sequence")?.integer() ?? 0
        return (try plan(try file.member("meals")), sequence)
    }

    /// A journal line: its sequence number and exactly one change.
    private static func record(_ root: JSONValue) throws(JSONError) -> MealRecord {
        let line = try root.object()
        let sequence = try line.member("sequence").integer()
        var changes: [MealPlanEdit] = []
        if let index = line.optionalMember("remove") {
            changes.append(.remove(at: try index.integer()))
        }
        if let insertion = try line.optionalMember("insert")?.object() {
            let index = try insertion.member("at").integer()
            changes.append(.insert(day: try insertion.member("day").string(), name: try insertion.member("meal").string(), at: index))
        }
        if let plan = line.optionalMember("replace") {
            changes.append(.replace(try Self.plan(plan)))
        }
        guard changes.count == 1 else { throw JSONError(place: "", what: tr("a change is one of \"remove\", \"insert\" or \"replace\"")) }
        return MealRecord(sequence: sequence, change: changes[0])
    }

    /// The journal line of `record`. Members are in the order of their names, in both files,
    /// as FoundationEssentials' JSONEncoder wrote them before.
    private static func line(_ record: MealRecord) -> JSONOutput {
        let change: (String, JSONOutput) = switch record.change {
        case .remove(let index): ("remove", .integer(index))
        case .insert(let day, let name, let index): ("insert", .object([("at", .integer(index)), ("day", .string(day)), ("meal", .string(name))]))
        case .replace(let plan): ("replace", output(plan))
        }
        return .object([change, ("sequence", .integer(record.sequence))])
    }

    /// The meals in either file: `[{"day":"Monday","meal":"Pancakes"},…]`.
    private static func plan(_ value: JSONValue) throws(JSONError) -> MealPlan {
        MealPlan(try value.array().map { entry throws(JSONError) in
            let meal = try entry.object()
            return (try meal.member("day").string(), try meal.member("meal").string())
        })
    }

    private static func output(_ plan: MealPlan) -> JSONOutput {
        .array(plan.meals.map { .object([("day", .string($0.day)), ("meal", .string($0.name))]) })
    }

    /// The journal lines of `records`; nil when one cannot be written.
    private static func lines(_ records: [MealRecord]) -> [UInt8]? {
        var text: [UInt8] = []
        for record in records {
            guard let line = line(record).text else { return nil }
            text += line
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    // MARK: Files

    private enum FileBytes {
        case missing
        case failed(String)
        case read([UInt8])
    }

    private static func bytes(of path: String) -> FileBytes {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            defer { g_clear_error(&error) }
            if let error, error.pointee.domain == g_file_error_quark(), error.pointee.code == G_FILE_ERROR_NOENT.rawValue {
                return .missing
            }
            return .failed(error.map { String(cString: $0.pointee.message) } ?? tr("%s is unreadable", path))
        }
        defer { g_free(contents) }
        return .read(Array(UnsafeRawBufferPointer(start: contents, count: Int(length))))
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return String(cString: strerror(errno)) }
            written += count
        }
        return nil
    }

    /// A new file renamed over `path` once it is synced, and the directory synced after, so
    /// that the rename too survives a power cut before anything that relies on it is done.
    private static func replaceAtomically(_ path: String, with bytes: [UInt8]) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let done = bytes.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: gchar.self) { g_file_set_contents_full(path, $0.baseAddress, gssize($0.count), flags, 0o600, &error) }
        }
        guard done != 0 else {
            defer { g_clear_error(&error) }
            return error.map { String(cString: $0.pointee.message) } ?? tr("%s could not be written", path)
        }
        return syncDirectory(of: path)
    }

    private static func syncDirectory(of path: String) -> String? {
        let directory = g_path_get_dirname(path)!
        defer { g_free(directory) }
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return "\(String(cString: directory)): \(String(cString: strerror(errno)))" }
        defer { close(fd) }
        return fsync(fd) == 0 ? nil : "\(String(cString: directory)): \(String(cString: strerror(errno)))"
    }
}

/// Why a meal file cannot be read or is not what it should be, naming the file.
public struct MealFileError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
