import DocumentQuery
import FakeSpaceXAPI
import XCTest

/// The fault queue: counts, path prefixes, FIFO order, until-cleared rules and the JSON form.
final class FaultScheduleTests: XCTestCase {
    func testCountedFaultsAreUsedUpInOrder() {
        let schedule = FaultSchedule()
        schedule.inject(.status(500), count: 2)
        schedule.inject(.notFound)
        XCTAssertEqual(schedule.take(forPath: "/a"), .status(500))
        XCTAssertEqual(schedule.rules.first?.duration, .times(1))
        XCTAssertEqual(schedule.take(forPath: "/a"), .status(500))
        XCTAssertEqual(schedule.take(forPath: "/a"), .notFound)
        XCTAssertNil(schedule.take(forPath: "/a"))
        XCTAssertTrue(schedule.rules.isEmpty)
    }

    func testPathPrefixesOnlyHitMatchingPaths() {
        let schedule = FaultSchedule()
        schedule.inject(.connectionReset, pathPrefix: "/v5/launches")
        schedule.inject(.emptyBody, pathPrefix: "/v4/rockets")
        XCTAssertEqual(schedule.take(forPath: "/v4/rockets/query"), .emptyBody)
        XCTAssertNil(schedule.take(forPath: "/v4/launchpads"))
        XCTAssertEqual(schedule.take(forPath: "/v5/launches/query"), .connectionReset)
        XCTAssertNil(schedule.take(forPath: "/v5/launches/query"))
    }

    func testUntilClearedStaysUntilClear() {
        let schedule = FaultSchedule()
        schedule.injectUntilCleared(.stall(seconds: 1), pathPrefix: "/v4")
        for _ in 0..<5 {
            XCTAssertEqual(schedule.take(forPath: "/v4/rockets"), .stall(seconds: 1))
        }
        XCTAssertEqual(
            schedule.rules, [FaultRule(fault: .stall(seconds: 1), pathPrefix: "/v4", duration: .untilCleared)])
        schedule.clear()
        XCTAssertNil(schedule.take(forPath: "/v4/rockets"))
    }

    func testCountBelowOneMeansOnce() {
        let schedule = FaultSchedule()
        schedule.inject(.notFound, count: 0)
        XCTAssertEqual(schedule.take(forPath: "/"), .notFound)
        XCTAssertNil(schedule.take(forPath: "/"))
    }

    func testEveryFaultRoundTripsThroughControlJSON() throws {
        let all: [FakeFault] = [
            .status(503), .status(500, message: "boom"), .rateLimited(retryAfterSeconds: 3), .badRequest(message: "m"),
            .notFound, .truncatedBody(), .truncatedBody(keepBytes: 5, contentLength: .matchesTruncatedBody),
            .htmlErrorPage(), .htmlErrorPage(status: 504), .wrongFieldTypes(), .wrongFieldTypes(fields: ["x": [1]]),
            .emptyBody, .stall(seconds: 2.5), .connectionReset, .closeWithoutResponse, .pageOutOfRange,
            .duplicateAcrossPages,
        ]
        for fault in all {
            XCTAssertEqual(try FakeFault(controlJSON: fault.controlJSON), fault, fault.controlName)
            let rule = FaultRule(fault: fault, pathPrefix: "/v5", duration: .times(3))
            XCTAssertEqual(try FaultRule(controlJSON: rule.controlJSON), rule)
            let always = FaultRule(fault: fault, duration: .untilCleared)
            XCTAssertEqual(try FaultRule(controlJSON: always.controlJSON), always)
        }
        XCTAssertEqual(Set(all.map(\.controlName)).count, 13)
    }

    func testControlJSONDefaultsAndAliases() throws {
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "reset"]), .connectionReset)
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "close"]), .closeWithoutResponse)
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "truncated"]), .truncatedBody())
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "html"]), .htmlErrorPage(status: 502))
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "pastEnd"]), .pageOutOfRange)
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "wrongTypes"]), .wrongFieldTypes())
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "duplicates"]), .duplicateAcrossPages)
        XCTAssertEqual(try FakeFault(controlJSON: ["fault": "rateLimit"]), .rateLimited(retryAfterSeconds: 1))
        XCTAssertEqual(
            try FakeFault(controlJSON: ["fault": "badRequest", "message": nil]), .badRequest(message: "Bad Request"))
        XCTAssertEqual(try FaultRule(controlJSON: ["fault": "notFound"]), FaultRule(fault: .notFound))
        XCTAssertEqual(
            try FaultRule(controlJSON: ["fault": "notFound", "always": false, "count": 2]).duration, .times(2))
    }

    func testControlJSONErrorsNameTheField() {
        let cases: [(OrderedJSONObject, String)] = [
            ([:], "a fault needs a \"fault\" name"),
            (["fault": "nope"], "unknown fault \"nope\""),
            (["fault": "status"], "\"status\" is required"),
            (["fault": "status", "status": "x"], "\"status\" must be an integer"),
            (["fault": "status", "status": 500, "message": 1], "\"message\" must be a string"),
            (["fault": "stall"], "\"seconds\" is required"),
            (["fault": "stall", "seconds": "x"], "\"seconds\" must be a number"),
            (
                ["fault": "truncatedBody", "contentLength": "half"],
                "\"contentLength\" must be \"full\" or \"truncated\""
            ),
            (["fault": "wrongFieldTypes", "fields": 1], "\"fields\" must be an object"),
            (["fault": "notFound", "count": 0], "\"count\" must be at least 1"),
            (["fault": "notFound", "always": "yes"], "\"always\" must be true or false"),
        ]
        for (object, message) in cases {
            XCTAssertThrowsError(try FaultRule(controlJSON: object)) { error in
                XCTAssertEqual((error as? FaultSpecificationError)?.message, message)
                XCTAssertEqual((error as? FaultSpecificationError)?.description, message)
            }
        }
    }
}
