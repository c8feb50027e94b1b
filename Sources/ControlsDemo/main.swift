import ControlsDemoKit
import Glibc

exit(DemoApp.run(Array(CommandLine.arguments.dropFirst())))
