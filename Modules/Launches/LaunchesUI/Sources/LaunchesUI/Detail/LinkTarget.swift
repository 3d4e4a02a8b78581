import Foundation

/// A titled web address the detail screen lists and can open.
struct LinkTarget: Sendable, Hashable {
    /// What the link is, like "Webcast".
    let title: String
    /// Where it goes; always http or https (LaunchesCore drops anything else).
    let url: URL
}
