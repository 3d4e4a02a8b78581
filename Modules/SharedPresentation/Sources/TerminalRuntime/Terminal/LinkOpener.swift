import Foundation
import SharedPresentation

/// Opens a link with the system opener (`open` on macOS, `xdg-open` on Linux desktops) when there is one.
/// The browser also shows the address, so a terminal without an opener still gets the link.
public enum LinkOpener {
    /// Tries to open `url`; only http and https links are ever passed to another program.
    @discardableResult
    public static func open(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        guard let opener = opener(environment: environment) else { return false }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try? process.run()) != nil
    }

    /// The opener program, or nil when there is none (no desktop session on Linux).
    static func opener(environment: [String: String]) -> URL? {
        #if os(macOS)
            return URL(fileURLWithPath: "/usr/bin/open")
        #else
            let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            guard hasDisplay else { return nil }
            let paths = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        #endif
    }
}
