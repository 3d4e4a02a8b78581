/// Why a picture could not be shown: never an error exit, only the one quiet line under its framed address.
public enum PictureFailure: Error, Sendable, Equatable {
    /// `--offline` and the picture was never downloaded.
    case notCached
    /// The address is not an http(s) URL.
    case unsupportedAddress
    /// The server answered with this status instead of the file.
    case status(Int)
    /// The request failed below HTTP (timeout, no connection, …), described.
    case transport(String)
    /// The file is larger than the limit, in bytes.
    case tooLarge(bytes: Int, limit: Int)
    /// The file is not a picture the decoders can read, described.
    case undecodable(String)

    /// One short line for the screen, e.g. "Picture not shown: not downloaded yet (offline)".
    public var reason: String {
        let why: String
        switch self {
        case .notCached: why = "not downloaded yet (offline)"
        case .unsupportedAddress: why = "the address is not http or https"
        case .status(let code): why = "the server answered HTTP \(code)"
        case .transport(let description): why = description
        case .tooLarge(let bytes, let limit):
            why = "the file is \(bytes / 1_000_000) MB, over the \(limit / 1_000_000) MB limit"
        case .undecodable(let description): why = description
        }
        return "Picture not shown: " + why
    }
}
