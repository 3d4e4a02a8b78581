import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import LoopbackHTTPServer
import RocketsCore
import RocketsMocks
import XCTest

/// Runs `spacex launch <id> --images …` against the loopback fake API, with the pictures served by a second
/// loopback server: a palette PNG as one launch's patch, a 4:2:0 JPEG as another's only Flickr photo.
final class PictureEndToEndTests: XCTestCase {
    private var api: FakeSpaceXServer!
    private var pictures: LoopbackServer!
    private var pictureRequests: PictureRequestLog!
    private var spacex: SpaceXProcess!

    private static let pngLaunchID = "5f00000000000000000d3001"
    private static let jpegLaunchID = "5f00000000000000000d3002"
    private static let missingLaunchID = "5f00000000000000000d3003"
    private static let rocketID = "5f00000000000000000d3004"

    override func setUpWithError() throws {
        let log = PictureRequestLog()
        pictureRequests = log
        pictures = LoopbackServer { request in
            log.record(request.path)
            switch request.path {
            case "/patch.png":
                return .respond(.init(status: 200, headers: ["Content-Type": "image/png"], body: PictureFixtures.png))
            case "/photo.jpg":
                return .respond(.init(status: 200, headers: ["Content-Type": "image/jpeg"], body: PictureFixtures.jpeg))
            default: return .respond(.text(404, "Not Found"))
            }
        }
        try pictures.start()
        let base = pictures.baseURL
        let template = try XCTUnwrap(LaunchMocks.sampleDataset.first { $0.rocket != nil && $0.launchpad != nil })
        func launch(_ id: String, _ name: String, patch: String?, photo: String?) -> Launch {
            var launch = template
            launch.id = id
            launch.name = name
            launch.links = LaunchLinks()
            launch.links.patch = patch.map { PatchLinks(large: base.appendingPathComponent($0)) }
            launch.links.flickr = FlickrLinks(original: photo.map { [base.appendingPathComponent($0)] } ?? [])
            return launch
        }
        var rocket = try XCTUnwrap(RocketSamples.sampleDataset.first)
        rocket.id = Self.rocketID
        rocket.name = "Picture Rocket"
        rocket.flickrImages = [base.appendingPathComponent("photo.jpg"), base.appendingPathComponent("patch.png")]
        api = try ArchiveAPIServer.start(
            extraLaunches: [
                launch(Self.pngLaunchID, "Picture PNG", patch: "patch.png", photo: nil),
                launch(Self.jpegLaunchID, "Picture JPEG", patch: nil, photo: "photo.jpg"),
                launch(Self.missingLaunchID, "Picture Missing", patch: "gone.png", photo: nil),
            ], extraRockets: [rocket])
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        pictures?.stop()
        api?.stop()
        spacex?.removeCache()
    }

    private func run(_ id: String, _ extra: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        let result = try spacex.run(
            ["launch", id, "--base-url", api.baseURL.absoluteString] + extra, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    // The 32 × 24 px pictures on the default 1:2 cells, at 100 columns and at most 20 rows: 53 × 20 cells.

    func testBlocksDrawTwentyLinesOfHalfBlocksForPNGAndJPEG() throws {
        for id in [Self.pngLaunchID, Self.jpegLaunchID] {
            let output = try run(id, ["--images", "blocks"]).stdout
            let lines = output.split(separator: "\n").filter { $0.contains("▀") }
            XCTAssertEqual(lines.count, 20, output)
            for line in lines {
                XCTAssertEqual(line.filter { $0 == "▀" }.count, 53)
                XCTAssertTrue(line.hasPrefix("\u{1B}[38;2;"), String(line))
                XCTAssertTrue(line.hasSuffix("\u{1B}[0m"), String(line))
            }
        }
    }

    func testKittySendsTheDecodedPixelsInOneChunk() throws {
        let output = try run(Self.pngLaunchID, ["--images", "kitty"]).stdout
        let prefix = "\u{1B}_Ga=T,f=32,s=32,v=24,i=1,c=53,r=20,q=2,m=0;"
        let start = try XCTUnwrap(output.range(of: prefix), output)
        let end = try XCTUnwrap(output.range(of: "\u{1B}\\", range: start.upperBound..<output.endIndex))
        let pixels = try XCTUnwrap(Data(base64Encoded: String(output[start.upperBound..<end.lowerBound])))
        XCTAssertEqual(pixels.count, 32 * 24 * 4)
        // The PNG runs from red (top) to blue (bottom) with a white box in the middle.
        XCTAssertGreaterThan(pixels[0], 200)
        XCTAssertLessThan(pixels[2], 60)
        let middle = (12 * 32 + 16) * 4
        XCTAssertEqual(Array(pixels[middle..<(middle + 4)]), [255, 255, 255, 255])
        let bottom = (23 * 32) * 4
        XCTAssertLessThan(pixels[bottom], 60)
        XCTAssertGreaterThan(pixels[bottom + 2], 200)

        let jpeg = try run(Self.jpegLaunchID, ["--images", "kitty"]).stdout
        XCTAssertTrue(jpeg.contains("\u{1B}_Ga=T,f=32,s=32,v=24,i=1,c=53,r=20,q=2,m=0;"), jpeg)
    }

    func testITerm2CarriesAPNGOfThePicture() throws {
        for id in [Self.pngLaunchID, Self.jpegLaunchID] {
            let output = try run(id, ["--images", "iterm2"]).stdout
            let start = try XCTUnwrap(output.range(of: "\u{1B}]1337;File=inline=1;size="), output)
            let header = try XCTUnwrap(
                output.range(
                    of: ";width=53;height=20;preserveAspectRatio=1:", range: start.upperBound..<output.endIndex))
            let end = try XCTUnwrap(output.range(of: "\u{07}", range: header.upperBound..<output.endIndex))
            let png = try XCTUnwrap(Data(base64Encoded: String(output[header.upperBound..<end.lowerBound])))
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            XCTAssertEqual(Array(png[16..<24]), [0, 0, 0, 32, 0, 0, 0, 24])
        }
    }

    func testSixelScalesToTheCellsPixels() throws {
        for id in [Self.pngLaunchID, Self.jpegLaunchID] {
            let output = try run(id, ["--images", "sixel"]).stdout
            // 53 × 20 cells of 10 × 20 px hold 530 × 398 px of a 4:3 picture.
            XCTAssertTrue(output.contains("\u{1B}P0;1;0q\"1;1;530;398#"), output)
            XCTAssertTrue(output.contains("\u{1B}\\"))
        }
    }

    func testTheRocketDetailShowsItsFirstPhoto() throws {
        let result = try spacex.run(
            ["rocket", Self.rocketID, "--base-url", api.baseURL.absoluteString, "--images", "kitty"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\u{1B}_Ga=T,f=32,s=32,v=24,"), result.stdout)
        XCTAssertEqual(pictureRequests.paths, ["/photo.jpg"], "only the first photo")
    }

    func testTheEnvironmentVariableChoosesToo() throws {
        let output = try run(Self.pngLaunchID, [], environment: ["SPACEX_IMAGES": "blocks"]).stdout
        XCTAssertEqual(output.split(separator: "\n").filter { $0.contains("▀") }.count, 20)
    }

    func testNoPictureWhenNotATerminalAndNotAsked() throws {
        let output = try run(Self.pngLaunchID, []).stdout
        XCTAssertFalse(output.contains("\u{1B}"), output)
        XCTAssertTrue(output.contains("/patch.png"), "the framed address stays")
        XCTAssertEqual(pictureRequests.paths, [], "nothing downloaded")
    }

    func testPicturesAreCachedAndOfflineUsesTheCache() throws {
        let online = try run(Self.pngLaunchID, ["--images", "kitty"]).stdout
        XCTAssertEqual(pictureRequests.paths, ["/patch.png"])
        let cached = try FileManager.default.contentsOfDirectory(
            atPath: spacex.cacheDirectory.appendingPathComponent("pictures").path)
        XCTAssertEqual(cached.count, 1, "\(cached)")
        pictures.stop()

        let offline = try run(Self.pngLaunchID, ["--images", "kitty", "--offline"]).stdout
        XCTAssertTrue(offline.contains("\u{1B}_Ga=T,f=32,s=32,v=24,"), offline)
        XCTAssertEqual(pictureRequests.paths, ["/patch.png"], "no second download")
        XCTAssertEqual(
            online.components(separatedBy: "\u{1B}_G").last, offline.components(separatedBy: "\u{1B}_G").last)
    }

    func testOfflineWithoutACachedPictureSaysSoQuietly() throws {
        _ = try run(Self.jpegLaunchID, ["--images", "none"])  // saves the launch, not its photo
        XCTAssertEqual(pictureRequests.paths, [])
        let offline = try run(Self.jpegLaunchID, ["--images", "blocks", "--offline"])
        XCTAssertFalse(offline.stdout.contains("▀"), offline.stdout)
        XCTAssertTrue(offline.stdout.contains("/photo.jpg"), offline.stdout)
        XCTAssertTrue(offline.stdout.contains("Picture not shown: not downloaded yet (offline)"), offline.stdout)
        XCTAssertEqual(pictureRequests.paths, [])
    }

    func testAMissingPictureLeavesTheAddressAndOneQuietReason() throws {
        let result = try run(Self.missingLaunchID, ["--images", "sixel"])
        XCTAssertFalse(result.stdout.contains("\u{1B}P"), result.stdout)
        XCTAssertTrue(result.stdout.contains("/gone.png"), result.stdout)
        XCTAssertEqual(
            result.stdout.components(separatedBy: "Picture not shown: the server answered HTTP 404").count, 2,
            result.stdout)
    }

    func testAnUnknownImagesValueIsAUsageError() throws {
        let result = try spacex.run(["launch", Self.pngLaunchID, "--images", "png"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("auto, kitty, iterm2, sixel, blocks or none"), result.stderr)
    }
}

/// The picture paths the loopback picture server was asked for, in order.
private final class PictureRequestLog: @unchecked Sendable {
    // @unchecked: every access to `recorded` holds `lock`.
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ path: String) { lock.withLock { recorded.append(path) } }
    var paths: [String] { lock.withLock { recorded } }
}

/// Two 32 × 24 pictures made with ImageMagick: a palette PNG (red→blue with a white box) and a 4:2:0 JPEG
/// (yellow→green with a black box).
private enum PictureFixtures {
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAMAAACsjQ8GAAAAS1BMVEX/AADzAAvoABbdACHSACzHADe8AEL///+xAE2mAFibAGOQAG6FAHl5AIVuAJBjAJtYAKZNALFCALw3AMcsANIhAN0WAOgLAPMAAP9WA6BKAAAAZElEQVQoz4XKORaCAAAD0UFxwQ1BUe9/UpukSZNfzhtohoJdwb5gLDgUHOUU3DlLDu5MkoM7F8nBnavk4M5NcnDnLjm485Ac3JklB3eekoM7i+Tgzio5uPMqeBdsBZ+Cb8Gv+AMY0CCR0OFLiQAAAABJRU5ErkJggg=="
    )!
    static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAYACADAREAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAcICf/EACAQAAECBgMBAAAAAAAAAAAAAAAWYwIEB1ah0xcZlJX/xAAaAQACAwEBAAAAAAAAAAAAAAAABwEFBggJ/8QAJREAAQMACQUAAAAAAAAAAAAAABQVYQECAwQFBlOi0hYXVKHR/9oADAMBAAIRAxEAPwCyF45k8zm6C5XyIXsoodfUXyJ/SMTtXmbxN9nzJXyHZRQ6+ovkT+kO1eZvE32fMF8j6XjmRdt0EL5JzXbmRnN0C6XyY3HcZrAADZFduZOHG6DJr5JzXjmRnt0C6XyLHiOmtvQ+6Y2GtesZ1ttXiWvUl81PVHwOI6a29D7pjYD1jOttq8Q6kvmp6o+DOXjmTJN0FUvk/9k="
    )!
}
