import CommandLineKit

/// The help of the launch-sites feature's command (`launchpad`), beside the script code that answers it; the App's
/// command table names it, so help, the manual page and completions read it there.
public enum LaunchSitesCommands {
    /// `launchpad <id|name>`.
    public static let launchpad =
        CommandLineCommand(
            .words(placeholder: "<id|name>", missing: "the launch site id or name"),
            summary: "show one launch site: place, local time, status, success rate, rockets (\"ksc\" works)",
            title: "show one launch site",
            about: """
                Shows the full name, locality and region, time zone and the site's local time now, coordinates,
                status, launch attempts and successes with the success rate, the rockets flown from it, its
                description and picture. Give a launchpad id or a short or full name in any case: the exact name
                first, else the one site whose name starts so ("ksc", "kwajalein"); a name several sites start
                with ("vafb") lists them and exits 2.
                """, examples: ["launchpad \"ksc lc 39a\"", "launchpad 5e9e4502f509094188566f88 --json"])
}
