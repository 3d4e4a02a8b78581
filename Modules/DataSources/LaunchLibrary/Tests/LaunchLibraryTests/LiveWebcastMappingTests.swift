import Foundation
import LaunchLibraryRecordings
import LaunchesCore
import Testing

@testable import LaunchLibrary

/// Issue 25: a launch whose webcast is live now (`webcast_live`, or a stream of `vid_urls` marked `live`) is
/// marked live, with the live stream as its webcast even when another has a better priority. Built from the
/// recorded Starship Flight 12 record, whose recorded answers never caught a stream live.
struct LiveWebcastMappingTests {
    /// Flight 12's recorded record with `change` applied, decoded and mapped.
    private func flight12(_ change: (inout [String: Any]) -> Void) throws -> Launch {
        let file = try JSONSerialization.jsonObject(
            with: LaunchLibraryRecordings.data(named: LaunchLibraryRecordings.launches2026))
        let records = try #require((file as? [String: Any])?["records"] as? [[String: Any]])
        var launch = try #require(
            records.compactMap { $0["launch"] as? [String: Any] }.first {
                $0["name"] as? String == "Starship | Flight 12"
            })
        change(&launch)
        let data = try JSONSerialization.data(withJSONObject: launch)
        return LaunchLibraryLaunchMapper.launch(try JSONDecoder().decode(LaunchLibraryLaunch.self, from: data))
    }

    private static var streams: [[String: Any]] {
        [
            ["url": "https://www.youtube.com/watch?v=replay", "priority": 1, "live": false],
            ["url": "https://x.com/i/broadcasts/live-now", "priority": 5, "live": true],
        ]
    }

    @Test func aStreamMarkedLiveIsTheWebcastAndMarksTheLaunch() throws {
        let launch = try flight12 {
            $0["vid_urls"] = Self.streams
            $0["vidURLs"] = nil
        }
        #expect(launch.links.webcastIsLive)
        #expect(launch.links.webcast?.absoluteString == "https://x.com/i/broadcasts/live-now", "the live stream first")
    }

    @Test func webcastLiveMarksTheLaunchWithTheFirstStreamByPriority() throws {
        let launch = try flight12 {
            $0["webcast_live"] = true
            $0["vidURLs"] = [Self.streams[1].merging(["live": false]) { $1 }, Self.streams[0]]
        }
        #expect(launch.links.webcastIsLive)
        #expect(launch.links.webcast?.absoluteString == "https://www.youtube.com/watch?v=replay")
    }

    @Test func theRecordedRecordIsNotLiveAndNoStreamIsNeverLive() throws {
        #expect(try !flight12 { _ in }.links.webcastIsLive)
        let silent = try flight12 {
            $0["webcast_live"] = true
            $0["vidURLs"] = []
        }
        #expect(!silent.links.webcastIsLive, "live with nothing to watch is not shown")
    }
}
