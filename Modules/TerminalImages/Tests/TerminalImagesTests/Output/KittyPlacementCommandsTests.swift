import Foundation
import XCTest

@testable import TerminalImages

final class KittyPlacementCommandsTests: XCTestCase {
    func testKittyTransmitSendsTheDataQuietlyWithoutShowingIt() {
        let image = SyntheticImages.solid(width: 1, height: 1, 255, 0, 0)
        XCTAssertEqual(
            KittyPlacementCommands.transmit(image, id: 7),
            "\u{1B}_Ga=t,f=32,s=1,v=1,i=7,q=2,m=0;/wAA/w==\u{1B}\\")
    }

    func testKittyTransmitIsChunkedLikeTransmitAndDisplay() throws {
        let image = SyntheticImages.make(width: 40, height: 30) { x, y in (UInt8(x), UInt8(y), UInt8(x ^ y), 200) }
        let output = KittyPlacementCommands.transmit(image, id: 3)
        let sequences = output.components(separatedBy: "\u{1B}\\").dropLast()
        XCTAssertEqual(sequences.count, 2)  // 4800 bytes → 6400 base64 characters → 4096 + 2304
        XCTAssertEqual(
            output,
            KittyGraphicsEncoder.transmitAndDisplay(image, id: 3, grid: CellGrid(columns: 4, rows: 2))
                .replacingOccurrences(
                    of: "a=T,f=32,s=40,v=30,i=3,c=4,r=2,q=2,m=1", with: "a=t,f=32,s=40,v=30,i=3,q=2,m=1"))
        XCTAssertTrue(output.hasPrefix("\u{1B}_Ga=t,f=32,s=40,v=30,i=3,q=2,m=1;"), output)
        XCTAssertTrue(sequences.last?.hasPrefix("\u{1B}_Gm=0,q=2;") ?? false)
        let payload = sequences.map { $0.split(separator: ";", maxSplits: 1)[1] }.joined()
        XCTAssertEqual(try XCTUnwrap(Data(base64Encoded: payload)), Data(image.pixels))
    }

    func testKittyPlacementAtTheCursorWithoutMovingIt() {
        XCTAssertEqual(
            KittyPlacementCommands.place(id: 4, placement: 2, grid: CellGrid(columns: 6, rows: 3)),
            "\u{1B}_Ga=p,i=4,p=2,c=6,r=3,C=1,q=2\u{1B}\\")
    }

    func testKittyDeletingAPlacementKeepsTheDataAndFreeingDropsIt() {
        XCTAssertEqual(
            KittyPlacementCommands.deletePlacement(id: 4, placement: 2), "\u{1B}_Ga=d,d=i,i=4,p=2,q=2\u{1B}\\")
        XCTAssertEqual(KittyPlacementCommands.free(id: 4), "\u{1B}_Ga=d,d=I,i=4,q=2\u{1B}\\")
    }
}
