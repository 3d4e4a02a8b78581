import Foundation

/// Why a typed `--rocket`, `--site` or `--status` can't narrow the list; its message names the input and the
/// values it could be, in one line.
public enum LaunchCriteriaError: Error, Sendable, Hashable {
    /// Which criterion.
    public enum Kind: String, Sendable, Hashable {
        case rocket, site, status
    }

    /// No value has that name.
    case noMatch(kind: Kind, input: String, known: [String])
    /// Several values match it equally well.
    case ambiguous(kind: Kind, input: String, candidates: [String])

    /// The criterion at fault, for highlighting its field.
    public var kind: Kind {
        switch self {
        case .noMatch(let kind, _, _), .ambiguous(let kind, _, _): kind
        }
    }

    /// One sentence for the filter form or the command line.
    public var userMessage: String {
        switch self {
        case .noMatch(let kind, let input, let known):
            "--\(kind.rawValue) \(LaunchFilterError.quoted(input)) names no \(Self.noun(kind)); "
                + "use one of: \(known.joined(separator: ", "))."
        case .ambiguous(let kind, let input, let candidates):
            "--\(kind.rawValue) \(LaunchFilterError.quoted(input)) could be "
                + "\(candidates.joined(separator: " or ")); say which."
        }
    }

    private static func noun(_ kind: Kind) -> String {
        switch kind {
        case .rocket: "SpaceX rocket"
        case .site: "SpaceX launch site"
        case .status: "launch status"
        }
    }
}

extension LaunchCriteriaError: LocalizedError {
    public var errorDescription: String? { userMessage }
}
