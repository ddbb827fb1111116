import Foundation

exit(CommandRunner(root: CorollaCommand.self, console: .system).run(Array(CommandLine.arguments.dropFirst())).rawValue)
