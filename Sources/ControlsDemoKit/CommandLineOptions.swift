/// What the command line asked the demo to do.
struct CommandLineOptions: Equatable {
    enum Action: Equatable {
        /// Open the window, on `page` if given.
        case run(page: String?)
        case help
        case listPlugins
    }

    var action = Action.run(page: nil)
    /// Extra directories to load external plugins from, searched first.
    var pluginDirectories: [String] = []

    static let usage = """
        Usage: ControlsDemo [OPTION…]

        Shows the controls of GtkControls, one page each.

          --page ID          open the page ID (see --list-plugins)
          --plugin-dir DIR   also load external plugins from DIR (may be repeated)
          --list-plugins     print each plugin's id, title and state, then exit
          -h, --help         show this help, then exit
        """

    /// Reads `arguments` (without the program name); the message says what is wrong.
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, CommandLineError> {
        var options = CommandLineOptions()
        var page: String?
        var remaining = arguments[...]
        var wantsHelp = false
        var wantsList = false
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                wantsHelp = true
            case "--list-plugins":
                wantsList = true
            case "--page", "--plugin-dir":
                guard let value = remaining.popFirst() else { return .failure(CommandLineError("\(argument) needs a value")) }
                if argument == "--page" { page = value } else { options.pluginDirectories.append(value) }
            case let option where option.hasPrefix("--page="):
                page = String(option.dropFirst("--page=".count))
            case let option where option.hasPrefix("--plugin-dir="):
                options.pluginDirectories.append(String(option.dropFirst("--plugin-dir=".count)))
            default:
                return .failure(CommandLineError("unknown argument \"\(argument)\"; see --help"))
            }
        }
        options.action = wantsHelp ? .help : wantsList ? .listPlugins : .run(page: page)
        return .success(options)
    }
}

/// A command line the demo cannot follow.
struct CommandLineError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
