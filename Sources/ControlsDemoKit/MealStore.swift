import CGtk
import ControlCore
import GtkControls
import Glibc

/// The demo's meal plan on disk: JSON in `$XDG_DATA_HOME/controls-demo/meals.json`.
///
/// Saving never makes the main thread wait: a ``BackgroundWriter`` encodes and writes the
/// newest plan on its own queue, atomically (temporary file, fsync, rename: GLib's
/// consistent and durable `g_file_set_contents_full`), so a crash mid-write leaves the
/// previous plan whole. A corrupt or unreadable file is moved aside, never overwritten, and
/// the sample plan is loaded; if it cannot be moved aside, every save is refused.
@MainActor
public final class MealStore {
    /// The file the plan is kept in.
    public let path: String
    /// The plan as the user sees it.
    public private(set) var plan: MealPlan
    /// What happened on load that the user should hear about (a file moved aside).
    public private(set) var notice: String?
    /// Why nothing may be saved: the file could not be read nor moved aside, so writing
    /// would destroy it. Nil when saving is allowed.
    public private(set) var saveRefusal: String?
    /// Called on the main actor after each background save with its error, or nil.
    public var onSaveReport: ((String?) -> Void)? {
        get { writer.onReport }
        set { writer.onReport = newValue }
    }
    private let writer: BackgroundWriter<MealPlan>

    /// The store in `$XDG_DATA_HOME/controls-demo/meals.json`.
    public convenience init() {
        self.init(path: String(cString: g_get_user_data_dir()) + "/controls-demo/meals.json")
    }

    /// The store kept in the file `path`, whose directory is made if missing; the plan
    /// is read from it now.
    public init(path: String) {
        self.path = path
        plan = MealPlan([])
        writer = BackgroundWriter(label: "controls-demo.meal-store") { plan in Self.write(plan, to: path) }
        let directory = g_path_get_dirname(path)!
        g_mkdir_with_parents(directory, 0o700)
        g_free(directory)
        load()
    }

    /// The shipped sample plan (Resources/data/meals.tsv).
    static func samplePlan() throws -> MealPlan {
        MealPlan(try DataFiles.records("data/meals.tsv", fieldCount: 2).map { ($0[0], $0[1]) })
    }

    private func load() {
        var contents: UnsafeMutablePointer<gchar>?
        var error: UnsafeMutablePointer<GError>?
        guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { return loadSample() }
        if g_file_get_contents(path, &contents, nil, &error) != 0, let contents {
            defer { g_free(contents) }
            do {
                plan = try MealPlan.decode(String(cString: contents))
                return
            } catch {
                moveAside(reason: String(describing: error))
            }
        } else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            g_clear_error(&error)
            moveAside(reason: reason)
        }
        loadSample()
    }

    private func loadSample() {
        do {
            plan = try Self.samplePlan()
        } catch {
            notice = [notice, "Cannot read the sample meals: \(error)"].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// Renames a bad file to `meals.json.corrupt-<time>` and says so.
    private func moveAside(reason: String) {
        let aside = path + ".corrupt-\(g_get_real_time() / 1_000_000)"
        if rename(path, aside) == 0 {
            notice = "\(path) could not be read (\(reason)); it was moved to \(aside) and the sample meals were loaded."
            printError("controls-demo: " + notice!)
        } else {
            notice = "\(path) could not be read (\(reason)) and could not be moved aside (\(String(cString: strerror(errno)))); the sample meals are shown and it will not be overwritten."
            saveRefusal = "Not saved: \(path) could not be read or moved aside, so nothing is written over it. Move it away and restart to save again."
            printError("controls-demo: " + notice!)
        }
    }

    /// Changes the plan and saves it in the background; ``onSaveReport`` hears how that
    /// went. Returns why saving was refused (with the plan left as it was) when it would
    /// overwrite a file that must be kept.
    @discardableResult
    public func update(_ change: (inout MealPlan) -> Void) -> String? {
        if let saveRefusal { return saveRefusal }
        change(&plan)
        writer.save(plan)
        return nil
    }

    /// Replaces the plan and saves it; refused as ``update(_:)`` is.
    @discardableResult
    public func replace(with plan: MealPlan) -> String? {
        update { $0 = plan }
    }

    /// Blocks until every change so far is on disk. Call it before the store goes away.
    public func flush() {
        writer.flush()
    }

    /// Writes `plan` as a new file that replaces the old one only once it is on disk;
    /// returns why it failed. Runs on the writer's queue.
    private nonisolated static func write(_ plan: MealPlan, to path: String) -> String? {
        let json = plan.json
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(rawValue: G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        guard g_file_set_contents_full(path, json, gssize(json.utf8.count), flags, 0o600, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            return "Could not save the meals: \(message)"
        }
        return nil
    }
}
