import Foundation
import LaunchLibraryRecordings
import Testing

/// The recorded files are in the package, parse as JSON and hold what SOURCES.md says they hold.
struct LaunchLibraryRecordingsTests {
    @Test func everyFileIsThereAndParses() throws {
        for name in LaunchLibraryRecordings.fileNames {
            let data = try LaunchLibraryRecordings.data(named: name)
            #expect(
                try JSONSerialization.jsonObject(with: data) is [Any]
                    || (try JSONSerialization.jsonObject(with: data)) is [String: Any], "\(name)")
        }
    }

    @Test func theLaunchFileHolds156RecordsAndTheDerivedOneSeven() throws {
        #expect(try records(LaunchLibraryRecordings.launches2026).count == 156)
        let derived = try records(LaunchLibraryRecordings.launches2026Derived230)
        #expect(derived.count == 7)
        for record in derived {
            let launch = try #require(record["launch"] as? [String: Any])
            #expect(launch["holdreason"] == nil && launch["vidURLs"] == nil && launch["response_mode"] != nil)
        }
    }

    @Test func anUnknownNameIsAnErrorNamingTheFiles() {
        #expect(throws: LaunchLibraryRecordingError.self) { try LaunchLibraryRecordings.data(named: "nope.json") }
        let error = LaunchLibraryRecordingError(name: "nope.json", known: ["a.json"])
        #expect(error.description == "no recorded Launch Library file named nope.json; there are: a.json")
    }

    private func records(_ name: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: try LaunchLibraryRecordings.data(named: name))
        return try #require((object as? [String: Any])?["records"] as? [[String: Any]])
    }
}
