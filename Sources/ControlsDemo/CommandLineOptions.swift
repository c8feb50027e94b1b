/// What the command line asked the demo to do.
enum CommandLineOptions: Equatable {
    /// Open the window, on `page` if given.
    case run(page: String?)
    case help
    case listPlugins
    /// The arguments were wrong; the message says how.
    case invalid(String)

    static let usage = """
        Usage: ControlsDemo [OPTION…]

        Shows the controls of GtkControls, one page each.

          --page ID        open the page ID (see --list-plugins)
          --list-plugins   print each page's id and title, then exit
          -h, --help       show this help, then exit
        """

    /// Reads `arguments` (without the program name), checking `--page` against `pageIDs`.
    static func parse(_ arguments: [String], pageIDs: [String]) -> CommandLineOptions {
        var page: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "--list-plugins":
                return .listPlugins
            case "--page":
                guard let id = remaining.popFirst() else { return .invalid("--page needs a page id") }
                page = id
            case let option where option.hasPrefix("--page="):
                page = String(option.dropFirst("--page=".count))
            default:
                return .invalid("unknown argument \"\(argument)\"; see --help")
            }
        }
        if let page, !pageIDs.contains(page) {
            return .invalid("unknown page \"\(page)\"; valid pages are: " + pageIDs.joined(separator: ", "))
        }
        return .run(page: page)
    }
}
