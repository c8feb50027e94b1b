import ControlsDemoKit
import Glibc

exit(DemoApp.run(CommandLine.arguments))
