import Foundation

/// The arguments of the `fake-spacex-api` executable: `[--port N] [--fixtures DIR] [--help]`.
public struct FakeServerCommandLine: Sendable, Equatable {
    /// Why the arguments were refused; the executable prints it with the usage and exits 2.
    public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
        /// One line saying what is wrong.
        public let message: String

        /// The message.
        public var description: String { message }
    }

    /// The one-line usage.
    public static let usage = "usage: fake-spacex-api [--port N] [--fixtures DIR]"

    /// The help text for `--help`.
    public static let help = """
        \(usage)

        Serves a fake of the r/SpaceX API (v4/v5 launches, v4 rockets and launchpads) on 127.0.0.1 from the
        built-in archive (or fixture files), and prints one line, `listening on http://127.0.0.1:PORT`, once ready.
        Stops cleanly on SIGTERM or SIGINT.

          --port N        port to listen on (default 0: any free port)
          --fixtures DIR  folder with launches-v4.json, rockets-v4.json, launchpads-v4.json
                          (default: the built-in archive, the API's data as of October 2022)
          -h, --help      show this help

        Faults and the request log are reachable over HTTP under /_fake/ (see the package README).
        Example: fake-spacex-api --port 8080
        """

    /// The port to listen on; 0 picks a free one.
    public var port: UInt16 = 0
    /// The fixture folder given with `--fixtures`, or nil to search for it.
    public var fixturesDirectory: URL?
    /// Whether `--help` was given.
    public var showsHelp = false

    /// Creates options with the defaults.
    public init(port: UInt16 = 0, fixturesDirectory: URL? = nil, showsHelp: Bool = false) {
        self.port = port
        self.fixturesDirectory = fixturesDirectory
        self.showsHelp = showsHelp
    }

    /// Parses the arguments after the program name; accepts `--port N` and `--port=N` forms.
    public static func parse(_ arguments: [String]) throws(UsageError) -> FakeServerCommandLine {
        var options = FakeServerCommandLine()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            func value() throws(UsageError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = remaining.popFirst() else { throw UsageError(message: "\(name) needs a value") }
                return next
            }
            switch name {
            case "--port":
                let text = try value()
                guard let port = UInt16(text) else { throw UsageError(message: "invalid port: \(text)") }
                options.port = port
            case "--fixtures":
                options.fixturesDirectory = URL(fileURLWithPath: try value(), isDirectory: true)
            case "-h", "--help":
                options.showsHelp = true
            default:
                throw UsageError(message: "unknown argument: \(argument)")
            }
        }
        return options
    }
}
