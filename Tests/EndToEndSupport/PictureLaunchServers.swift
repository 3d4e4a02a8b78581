import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import LoopbackHTTPServer
import RocketsCore
import RocketsMocks

/// The two loopback servers of the browser's picture tests: a picture server serving ``PictureFixtures/png``, and
/// the archive API with one extra launch whose mission patch is on the picture server, so a test opens a detail
/// with a picture and nothing outside the machine.
public final class PictureLaunchServers {
    /// The extra launch's name: the soonest upcoming launch again, a day earlier, so it is the first row of the
    /// launches list, which opens on Upcoming (soonest first).
    public let launchName: String
    /// The archive API, with the extra launch (and the rockets' photos on the picture server when asked).
    public let api: FakeSpaceXServer
    /// The picture server: `/patch.png`, and `/rocket-<index>.png` (`.jpg` for a JPEG `rocketPhoto`) when the
    /// rockets' photos were asked for.
    public let pictures: LoopbackServer

    /// The API's address, for `--base-url`.
    public var apiURL: URL { api.baseURL }
    /// The picture server's address.
    public var picturesURL: URL { pictures.baseURL }

    /// Starts both servers. The extra launch gets `launchID` and `launchName` and only a mission patch; with
    /// `rocketPhotos` the archive's rockets are replaced by the same rockets with one photo each on the picture
    /// server (``PictureFixtures/png``, or the JPEG `rocketPhoto`). `onRequest` sees every path the picture server
    /// is asked for, in order; `misbehave`, when given, answers every picture request instead (a hostile picture
    /// server). Call ``stop()`` when done.
    public init(
        launchName: String, launchID: String, rocketPhotos: Bool = false, rocketPhoto: Data? = nil,
        onRequest: @escaping @Sendable (String) -> Void = { _ in },
        misbehave: (@Sendable (HTTPRequest) -> HTTPResponsePlan)? = nil
    ) throws {
        self.launchName = launchName
        let pictures = LoopbackServer { request in
            onRequest(request.path)
            if let misbehave { return misbehave(request) }
            if rocketPhotos, let rocketPhoto, request.path.hasPrefix("/rocket-") {
                return .respond(.init(status: 200, headers: ["Content-Type": "image/jpeg"], body: rocketPhoto))
            }
            guard request.path == "/patch.png" || (rocketPhotos && request.path.hasPrefix("/rocket-")) else {
                return .respond(.text(404, "Not Found"))
            }
            return .respond(.init(status: 200, headers: ["Content-Type": "image/png"], body: PictureFixtures.png))
        }
        try pictures.start()
        self.pictures = pictures
        do {
            let launch = try Self.patchLaunch(
                id: launchID, name: launchName, patch: pictures.baseURL.appendingPathComponent("patch.png"))
            if rocketPhotos {
                let rockets = RocketSamples.sampleDataset.enumerated().map { index, rocket in
                    var rocket = rocket
                    let name = "rocket-\(index).\(rocketPhoto == nil ? "png" : "jpg")"
                    rocket.flickrImages = [pictures.baseURL.appendingPathComponent(name)]
                    return rocket
                }
                api = try ArchiveAPIServer.start(extraLaunches: [launch], replacingRocketsWith: rockets)
            } else {
                api = try ArchiveAPIServer.start(extraLaunches: [launch])
            }
        } catch {
            pictures.stop()
            throw error
        }
    }

    /// Stops both servers.
    public func stop() {
        pictures.stop()
        api.stop()
    }

    /// The soonest upcoming launch again, a day earlier, with only a mission patch: the first row of the browser's
    /// opening list, Upcoming (soonest first).
    public static func patchLaunch(id: String, name: String, patch: URL) throws -> Launch {
        var launch = LaunchMocks.soonestUpcoming
        launch.id = id
        launch.name = name
        launch.dateUtc = launch.dateUtc.map { $0.addingTimeInterval(-86_400) }
        launch.dateUnix = launch.dateUnix.map { $0 - 86_400 }
        launch.dateLocal = launch.dateLocal.map { $0.addingTimeInterval(-86_400) }
        launch.links = LaunchLinks()
        launch.links.patch = PatchLinks(large: patch)
        return launch
    }
}
