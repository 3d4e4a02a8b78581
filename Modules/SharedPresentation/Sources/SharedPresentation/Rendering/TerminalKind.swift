import Foundation

/// Whether the terminal named by `TERM` can show the full-screen browser (cursor addressing, the alternate
/// screen), decided from the environment and the terminfo database alone, before anything is written.
///
/// `TERM=dumb` (an Emacs shell, a CI log) cannot, nor can a `TERM` the system's terminfo database has no entry
/// for (a terminal ncurses programs would refuse): both get the output a pipe gets, printed once with no escape
/// sequence. An unset `TERM` is left to the caller's other checks, as is a system with no terminfo database at
/// all (nothing to look the name up in). The families of terminals everyone uses (xterm, tmux, screen, kitty, …)
/// are taken at their word even without an entry: the browser needs no terminfo, and a kitty user logged in to a
/// server without `xterm-kitty` installed still gets it.
public enum TerminalKind {
    /// Whether the browser may take over the terminal `environment["TERM"]` names.
    public static func supportsFullScreen(
        environment: [String: String], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> Bool {
        guard let name = environment["TERM"], !name.isEmpty else { return true }
        if name == "dumb" { return false }
        if knownFamilies.contains(where: { name.hasPrefix($0) }) { return true }
        let databases = terminfoDirectories(environment: environment).filter(fileExists)
        guard !databases.isEmpty else { return true }
        guard let first = name.unicodeScalars.first, !name.contains("/") else { return false }
        let initial = String(first)
        let hex = String(first.value, radix: 16)
        return databases.contains { directory in
            fileExists("\(directory)/\(initial)/\(name)") || fileExists("\(directory)/\(hex)/\(name)")
        }
    }

    /// Name prefixes of terminals that draw the browser whether or not terminfo has their entry.
    static let knownFamilies = [
        "xterm", "screen", "tmux", "rxvt", "linux", "vt1", "vt2", "vt3", "vt4", "vt5", "ansi", "alacritty", "kitty",
        "foot", "wezterm", "konsole", "gnome", "st-", "putty", "mlterm", "iterm", "contour", "ghostty", "cygwin",
    ]

    /// Where ncurses looks for entries, in its order: `TERMINFO`, `~/.terminfo`, `TERMINFO_DIRS` (an empty
    /// item meaning the system's), then the system's directories.
    static func terminfoDirectories(environment: [String: String]) -> [String] {
        let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        var directories: [String] = []
        if let terminfo = environment["TERMINFO"], !terminfo.isEmpty { directories.append(terminfo) }
        if let home = environment["HOME"], !home.isEmpty { directories.append("\(home)/.terminfo") }
        if let list = environment["TERMINFO_DIRS"] {
            for item in list.split(separator: ":", omittingEmptySubsequences: false) {
                directories += item.isEmpty ? system : [String(item)]
            }
        }
        return directories + system
    }
}
