/// A recorded file was asked for by a name that does not exist; says which names do.
public struct LaunchLibraryRecordingError: Error, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// The names there are.
    public let known: [String]

    /// Names `name` as missing among `known`.
    public init(name: String, known: [String]) {
        self.name = name
        self.known = known
    }

    public var description: String {
        "no recorded Launch Library file named \(name); there are: \(known.joined(separator: ", "))"
    }
}
