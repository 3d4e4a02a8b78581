import Foundation

/// A Launch Library pad's short name, as launch lists and titles show a site: "Space Launch Complex 40" is
/// "SLC-40" and "Space Launch Complex 4E" is "SLC-4E", so a list column of 15 cells tells Florida's pad from
/// California's instead of cutting both to "Space Launch C…". The pad's own name stays its full name.
enum LaunchLibraryPadName {
    /// The phrases a pad name starts with, and their initials.
    static let initials: [(phrase: String, letters: String)] = [
        ("Space Launch Complex", "SLC"), ("Launch Complex", "LC"), ("Orbital Launch Pad", "OLP"),
        ("Orbital Launch Mount", "OLM"),
    ]

    /// `name` with a leading known phrase written as its initials when a designator follows it ("Launch Complex
    /// 39A" is "LC-39A"); any other name as it is.
    static func short(_ name: String) -> String {
        for (phrase, letters) in initials where name.hasPrefix(phrase + " ") {
            let designator = name.dropFirst(phrase.count + 1)
            guard !designator.isEmpty, !designator.contains(" ") else { continue }
            return letters + "-" + designator
        }
        return name
    }
}
