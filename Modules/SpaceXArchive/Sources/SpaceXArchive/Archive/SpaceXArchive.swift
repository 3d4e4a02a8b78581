import Foundation

/// The r/SpaceX API's whole content as recorded after its last update (October 2022): 205 launches, 4 rockets
/// and 6 launchpads, byte for byte as the API sent them (see `SOURCES.md` beside this package).
///
/// The text lives in the binary's read-only data; nothing is parsed until a caller asks for a file's bytes, so a
/// run that never needs the archive never pays for it.
public enum SpaceXArchive {
    /// One recorded collection file.
    public enum File: String, CaseIterable, Sendable {
        /// `GET /v4/launches`: every launch, flight order. Crew as plain ids (v4); every other field as in v5.
        case launches = "launches-v4.json"
        /// `GET /v4/rockets`.
        case rockets = "rockets-v4.json"
        /// `GET /v4/launchpads` (recorded about 2022-09-17).
        case launchpads = "launchpads-v4.json"

        /// The file's verbatim text.
        public var text: String {
            switch self {
            case .launches: LaunchesV4JSON.text
            case .rockets: RocketsV4JSON.text
            case .launchpads: LaunchpadsV4JSON.text
            }
        }

        /// The file's bytes: a JSON array of documents.
        ///
        /// The text is a string literal, whose UTF-8 lies in the binary's read-only data for the whole run, so the
        /// bytes are wrapped where they are instead of copied (half a megabyte of copying and fresh pages on every
        /// run that shows the archive). Readers never write to them.
        public var data: Data {
            let text = self.text
            let wrapped = text.utf8.withContiguousStorageIfAvailable { bytes -> Data? in
                guard let start = bytes.baseAddress else { return nil }
                return Data(
                    bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none)
            }
            return (wrapped ?? nil) ?? Data(text.utf8)
        }
    }

    /// When the API last changed its data, for notices: "October 2022".
    public static let lastUpdated = "October 2022"

    /// How many documents each file holds: launches 205, rockets 4, launchpads 6.
    static let documentCounts: [File: Int] = [.launches: 205, .rockets: 4, .launchpads: 6]

    /// The bytes of a recorded file by its name (`launches-v4.json`), or nil for a name the archive lacks.
    public static func data(named name: String) -> Data? {
        File(rawValue: name)?.data
    }
}
