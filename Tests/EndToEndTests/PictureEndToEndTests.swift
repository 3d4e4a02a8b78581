import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LaunchesMocks
import LoopbackHTTPServer
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import XCTest

/// Runs `spacex launch <id> --images …` against the loopback fake API, with the pictures served by a second
/// loopback server: a palette PNG as one launch's patch, a 4:2:0 JPEG as another's only Flickr photo.
final class PictureEndToEndTests: XCTestCase {
    private var api: FakeSpaceXServer!
    private var pictures: LoopbackServer!
    /// The picture paths the loopback picture server was asked for, in order.
    private var pictureRequests: Locked<[String]>!
    private var spacex: SpaceXProcess!

    private static let pngLaunchID = "5f00000000000000000d3001"
    private static let jpegLaunchID = "5f00000000000000000d3002"
    private static let missingLaunchID = "5f00000000000000000d3003"
    private static let rocketID = "5f00000000000000000d3004"

    override func setUpWithError() throws {
        let log = Locked<[String]>([])
        pictureRequests = log
        pictures = LoopbackServer { request in
            log.withLock { $0.append(request.path) }
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

    // The 160 × 120 px pictures on the default 1:2 cells take 16 × 6 cells (never more than their own pixels),
    // inside the detail's Image frame: above the alt text, after the frame's "│ ". Half-blocks are spliced into
    // those rows; the other protocols are drawn over them (left blank, the frame's sides printed) from the line
    // after them.

    /// The line number of the Image frame's top border in `output`.
    private func frameStart(_ output: String) throws -> Int {
        try XCTUnwrap(output.components(separatedBy: "\n").firstIndex { $0.hasPrefix("┌─ Image ") }, output)
    }

    /// The lines of `output` from the Image frame's top border through the picture's address.
    private func imageFrame(_ output: String) throws -> [String] {
        let lines = output.components(separatedBy: "\n")
        let top = try frameStart(output)
        let address = try XCTUnwrap(lines[top...].firstIndex { $0.contains("127.0.0.1") }, output)
        return Array(lines[top...address])
    }

    func testBlocksDrawSixLinesOfHalfBlocksInTheFrameAboveTheAltText() throws {
        for (id, name) in [(Self.pngLaunchID, "Picture PNG"), (Self.jpegLaunchID, "Picture JPEG")] {
            let output = try run(id, ["--images", "blocks"]).stdout
            let frame = try imageFrame(output)
            XCTAssertEqual(frame.count, 1 + 6 + 2, "border, 6 picture rows, alt text, address: \(frame)")
            let rows = frame[1...6]
            for row in rows {
                XCTAssertTrue(row.hasPrefix("│ \u{1B}[38;2;"), row)
                XCTAssertTrue(row.hasSuffix("│"), "the frame's right side stays: \(row)")
                XCTAssertEqual(row.filter { $0 == "▀" }.count, 16, row)
            }
            for row in rows {
                let visible = row.replacingOccurrences(
                    of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                XCTAssertEqual(visible.count, frame[0].count, "as wide as the frame: \(visible)")
                XCTAssertTrue(visible.hasPrefix("│ " + String(repeating: "▀", count: 16) + " "), visible)
            }
            XCTAssertTrue(frame[7].hasPrefix("│ Mission image of \(name)"), frame[7])
            XCTAssertEqual(output.filter { $0 == "▀" }.count, 16 * 6, "the picture is drawn once, in the frame")
        }
    }

    /// The escape drawn over the 6 reserved rows of `frame` (whose sides stay): written after them, from the
    /// start of the alt text's line, with the cursor saved, moved up 6 rows to the frame's column 3 and restored.
    private func drawnPicture(_ frame: [String], alt: String) throws -> String {
        XCTAssertEqual(frame.count, 1 + 6 + 2, "border, 6 reserved rows, alt text, address: \(frame)")
        for row in frame[1...6] {
            XCTAssertEqual(row, "│" + String(repeating: " ", count: frame[0].count - 2) + "│", "blank, sides kept")
        }
        let line = frame[7]
        let start = "\u{1B}7\u{1B}[6A\u{1B}[3G"
        XCTAssertTrue(line.hasPrefix(start), String(line.prefix(80)))
        let restore = try XCTUnwrap(line.range(of: "\u{1B}8", options: .backwards), line)
        XCTAssertTrue(line[restore.upperBound...].hasPrefix("│ " + alt), String(line[restore.upperBound...]))
        return String(line[line.index(line.startIndex, offsetBy: start.count)..<restore.lowerBound])
    }

    func testKittyDrawsOverTheFramesReservedRowsAndSendsTheDecodedPixels() throws {
        let output = try run(Self.pngLaunchID, ["--images", "kitty"]).stdout
        let escape = try drawnPicture(try imageFrame(output), alt: "Mission image of Picture PNG")
        let prefix = "\u{1B}_Ga=T,f=32,s=160,v=120,i=1,c=16,r=6,q=2,m=1;"
        XCTAssertTrue(escape.hasPrefix(prefix), String(escape.prefix(80)))
        XCTAssertTrue(escape.hasSuffix("\u{1B}\\"), String(escape.suffix(20)))
        let pixels = try kittyPixels(escape)
        XCTAssertEqual(pixels.count, 160 * 120 * 4)
        // The PNG runs from red (top) to blue (bottom) with a white box in the middle.
        XCTAssertGreaterThan(pixels[0], 200)
        XCTAssertLessThan(pixels[2], 60)
        let middle = (60 * 160 + 80) * 4
        XCTAssertEqual(Array(pixels[middle..<(middle + 4)]), [255, 255, 255, 255])
        let bottom = (119 * 160) * 4
        XCTAssertLessThan(pixels[bottom], 60)
        XCTAssertGreaterThan(pixels[bottom + 2], 200)

        let jpeg = try imageFrame(try run(Self.jpegLaunchID, ["--images", "kitty"]).stdout)
        XCTAssertTrue(
            try drawnPicture(jpeg, alt: "Mission image of Picture JPEG").hasPrefix(prefix), String(jpeg[7].prefix(80)))
    }

    /// The pixels of the kitty escape `escape`, its chunks joined.
    private func kittyPixels(_ escape: String) throws -> Data {
        var payload = ""
        for chunk in escape.components(separatedBy: "\u{1B}_G").dropFirst() {
            let body = try XCTUnwrap(chunk.range(of: ";"), chunk)
            let end = try XCTUnwrap(chunk.range(of: "\u{1B}\\"), chunk)
            payload += chunk[body.upperBound..<end.lowerBound]
        }
        return try XCTUnwrap(Data(base64Encoded: payload))
    }

    func testITerm2DrawsAPNGOfThePictureOverTheFramesReservedRows() throws {
        for id in [Self.pngLaunchID, Self.jpegLaunchID] {
            let output = try drawnPicture(
                try imageFrame(try run(id, ["--images", "iterm2"]).stdout), alt: "Mission image of ")
            XCTAssertTrue(output.hasPrefix("\u{1B}]1337;File=inline=1;size="), String(output.prefix(60)))
            let header = try XCTUnwrap(output.range(of: ";width=16;height=6;preserveAspectRatio=1:"), output)
            let end = try XCTUnwrap(output.range(of: "\u{07}", range: header.upperBound..<output.endIndex))
            XCTAssertEqual(end.upperBound, output.endIndex, "one escape")
            let png = try XCTUnwrap(Data(base64Encoded: String(output[header.upperBound..<end.lowerBound])))
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            XCTAssertEqual(Array(png[16..<24]), [0, 0, 0, 160, 0, 0, 0, 120])
        }
    }

    func testSixelWithTheCellSizeUnknownKeepsInsideItsFrameOnSmallCells() throws {
        for id in [Self.pngLaunchID, Self.jpegLaunchID] {
            let escape = try drawnPicture(
                try imageFrame(try run(id, ["--images", "sixel"]).stdout), alt: "Mission image of ")
            // Written to a pipe, the cells' pixels are unknown: the picture is sized for 6 × 12 px cells, so its
            // 16 × 6 cells hold it on any terminal with cells that big or bigger (xterm 9 × 19, not only 10 × 20).
            XCTAssertTrue(escape.hasPrefix("\u{1B}P0;1;0q\"1;1;96;72#"), String(escape.prefix(60)))
            XCTAssertTrue(escape.hasSuffix("\u{1B}\\"))
        }
    }

    func testTheRocketDetailShowsItsFirstPhoto() throws {
        let result = try spacex.run(
            ["rocket", Self.rocketID, "--base-url", api.baseURL.absoluteString, "--images", "kitty"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\u{1B}_Ga=T,f=32,s=160,v=120,"), result.stdout)
        XCTAssertEqual(pictureRequests.current, ["/photo.jpg"], "only the first photo")
    }

    func testTheEnvironmentVariableChoosesToo() throws {
        let output = try run(Self.pngLaunchID, [], environment: ["SPACEX_IMAGES": "blocks"]).stdout
        XCTAssertEqual(output.split(separator: "\n").filter { $0.contains("▀") }.count, 6)
    }

    func testNoPictureWhenNotATerminalAndNotAsked() throws {
        let output = try run(Self.pngLaunchID, []).stdout
        XCTAssertFalse(output.contains("\u{1B}"), output)
        XCTAssertTrue(output.contains("/patch.png"), "the framed address stays")
        XCTAssertEqual(pictureRequests.current, [], "nothing downloaded")
    }

    func testPicturesAreCachedAndOfflineUsesTheCache() throws {
        let online = try run(Self.pngLaunchID, ["--images", "kitty"]).stdout
        XCTAssertEqual(pictureRequests.current, ["/patch.png"])
        let cached = try FileManager.default.contentsOfDirectory(
            atPath: spacex.cacheDirectory.appendingPathComponent("pictures").path)
        XCTAssertEqual(cached.count, 1, "\(cached)")
        pictures.stop()

        let offline = try run(Self.pngLaunchID, ["--images", "kitty", "--offline"]).stdout
        XCTAssertTrue(offline.contains("\u{1B}_Ga=T,f=32,s=160,v=120,"), offline)
        XCTAssertEqual(pictureRequests.current, ["/patch.png"], "no second download")
        XCTAssertEqual(
            online.components(separatedBy: "\u{1B}_G").last, offline.components(separatedBy: "\u{1B}_G").last)
    }

    func testOfflineWithoutACachedPictureSaysSoQuietly() throws {
        _ = try run(Self.jpegLaunchID, ["--images", "none"])  // saves the launch, not its photo
        XCTAssertEqual(pictureRequests.current, [])
        let offline = try run(Self.jpegLaunchID, ["--images", "blocks", "--offline"])
        XCTAssertFalse(offline.stdout.contains("▀"), offline.stdout)
        XCTAssertTrue(offline.stdout.contains("/photo.jpg"), offline.stdout)
        let below = try frameStart(offline.stdout) + imageFrame(offline.stdout).count
        let reason = offline.stdout.components(separatedBy: "\n")[below]
        XCTAssertTrue(reason.hasPrefix("│ Picture not shown: not downloaded yet (offline)"), "in the frame: \(reason)")
        XCTAssertEqual(pictureRequests.current, [])
    }

    func testAMissingPictureLeavesTheAddressAndOneQuietReason() throws {
        let result = try run(Self.missingLaunchID, ["--images", "sixel"])
        XCTAssertFalse(result.stdout.contains("\u{1B}P"), result.stdout)
        XCTAssertTrue(result.stdout.contains("/gone.png"), result.stdout)
        XCTAssertEqual(
            result.stdout.components(separatedBy: "Picture not shown: the server answered HTTP 404").count, 2,
            result.stdout)
        let lines = result.stdout.components(separatedBy: "\n")
        let below = try frameStart(result.stdout) + imageFrame(result.stdout).count
        XCTAssertTrue(lines[below].hasPrefix("│ Picture not shown: the server answered HTTP 404"), lines[below])
        XCTAssertTrue(lines[below + 1].hasPrefix("└"), "the reason closes the frame: \(lines[below + 1])")
    }

    func testAnUnknownImagesValueIsAUsageError() throws {
        let result = try spacex.run(["launch", Self.pngLaunchID, "--images", "png"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("auto, kitty, iterm2, sixel, blocks or none"), result.stderr)
    }
}

/// Two 160 × 120 pictures: a palette PNG (red→blue in 16 bands with a white box in the middle), written by a
/// short Python script, and a 4:2:0 JPEG (yellow→green with a black box), written by cjpeg from such a script's
/// PPM.
private enum PictureFixtures {
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAMAAABCfAldAAAAM1BMVEX/AADuABHdACLMADO7AESqAFWZAGaIAHd3AIhmAJlVAKpEALszAMwiAN0RAO4AAP/////e28aKAAAApklEQVR42u3O2Q3CQBAFQYM5zE3+0RLCfoxWfiOqA2jVskjSn3cIDxAQsD3wGB4gICDgbOAaHiAgYHvgKTxAQEDA2cBzeICAgO2Bl/AAdwd+BwECtgdei42A1T8gIGB74FZsBKz+AQEBAWcDb8VGwOofEHDvAMvAe3iAgICAs4GP8AABAdsDn+EBAgICzga+wgMEBGwPfIcHCAgIOBv4CQ8QELA78Adds0m/HLZkZQAAAABJRU5ErkJggg=="
    )!
    static let jpeg = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEYGh0dHx8fExciJCIeJBweHx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh7/wAARCAB4AKADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD6W873o873rO873o873r+PPZHte1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1NHzvejzves7zvejzvej2Qe1KHne9Hne9Z3m0ebXpeyPP8AaGj53vR53vWd5tHm0eyD2ho+d70ed71nebR5tHsg9oaPne9Hne9Z3m0ebR7IPaGj53vR53vWd5tHm0eyD2ho+d70ed71nebR5tHsg9oaPne9Hne9Z3m0ebR7IPaGj53vR53vWd5tHm0eyD2ho+d70ed71nebR5tHsg9oaPne9Hne9Z3m0ebR7IPaGf5w9aPOHrWd53vR53vXpeyPP9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oaPnD1o84etZ3ne9Hne9Hsg9oZ/nUedWf53vR53vXpeyPP9qaHnUedWf53vR53vR7IPamh51HnVn+d70ed70eyD2poedR51Z/ne9Hne9Hsg9qfB1FFFf0aesFFFFAH6A+dR51Z/ne9Hne9fzl7I8n2poedR51Z/ne9Hne9Hsg9qaHnUedWf53vR53vR7IPamh51HnVn+d70ed70eyD2pn+dR51Z/ne9Hne9en7I8/2poedR51Z/ne9Hne9Hsg9qaHnUedWf53vR53vR7IPamh51HnVn+d70ed70eyD2p8XUV9o+d70ed719/8A66v/AJ8f+Tf/AGp6P9qL+X8f+AfF1FfaPne9Hne9H+ur/wCfH/k3/wBqH9qL+X8f+AaHnUedWf53vR53vXwHsjzvamh51HnVn+d70ed70eyD2poedR51Z/ne9Hne9Hsg9qaHnUedWf53vR53vR7IPamd5x9aPOPrWf5tHm16Xsjz/amh5x9aPOPrWf5tHm0eyD2poecfWjzj61n+bR5tHsg9qaHnH1o84+tZ/m0ebR7IPamh5x9aPOPrWf5tHm0eyD2poecfWjzj61n+bR5tHsg9qaHnH1o84+tZ/m0ebR7IPamh5x9aPOPrWf5tHm0eyD2poecfWjzj61n+bR5tHsg9qaHnH1o84+tZ/m0ebR7IPamf53vR53vWf5tHm16Xsjz/AGpoed70ed71n+bR5tHsg9qaHne9Hne9Z/m0ebR7IPamh53vR53vWf5tHm0eyD2poed70ed71n+bR5tHsg9qaHne9Hne9Z/m0ebR7IPamh53vR53vWf5tHm0eyD2poed70ed71n+bR5tHsg9qaHne9Hne9Z/m0ebR7IPamh53vR53vWf5tHm0eyD2pned70ed70UV6HKjh5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mHne9Hne9FFHKg5mf/9k="
    )!
}
