import DocumentQuery
import FakeSpaceXAPI

/// A small in-memory dataset with the shapes of the real documents, so most tests need no fixture files.
enum SampleDocuments {
    static let falcon1 = "5e9d0d95eda69955f709d1eb"
    static let falcon9 = "5e9d0d95eda69973a809d1ec"
    static let slc40 = "5e9e4501f509094ba4566f84"
    static let kwajalein = "5e9e4502f5090995de566f86"

    /// The id of launch number `n` (1-based), 24 hex digits.
    static func launchID(_ number: Int) -> String {
        "5eb87cd9ffd86e000604b3" + String(format: "%02x", number)
    }

    static let launches: [OrderedJSON] = [
        launch(
            1, name: "FalconSat", date: "2006-03-24T22:30:00.000Z", success: false, rocket: falcon1, pad: kwajalein,
            details: "Engine failure at 33 seconds", patch: "https://example.com/1.png", crew: [],
            cores: [["core": "5e9e289df35918033d3b2623", "landing_success": nil]]),
        launch(
            2, name: "DemoSat", date: "2007-03-21T01:10:00.000Z", success: false, rocket: falcon1, pad: kwajalein,
            details: "Successful first stage burn", patch: nil, crew: [], cores: [["core": nil]]),
        launch(
            3, name: "CRS-1", date: "2012-10-08T00:35:00.000Z", success: true, rocket: falcon9, pad: slc40,
            details: nil, patch: "https://example.com/3.png", crew: [],
            cores: [["core": "5e9e28a0f359187afd3b2662", "landing_success": nil]]),
        launch(
            4, name: "Crew Dragon Demo-2", date: "2020-05-30T19:22:00.000Z", success: true, rocket: falcon9,
            pad: slc40, details: "First crewed flight of Crew Dragon", patch: "https://example.com/4.png",
            crew: ["5ebf1a6e23a9a60006e03a7a", "5ebf1b7323a9a60006e03a7b"],
            cores: [["core": "5e9e28a6f35918c0803b265c", "landing_success": true]]),
        launch(
            5, name: "Starlink 4-1", date: "2021-11-13T12:19:00.000Z", success: true, rocket: falcon9, pad: slc40,
            details: "Starlink satellites", patch: nil, crew: [],
            cores: [["core": "5e9e28a6f35918c0803b265c", "landing_success": true]]),
        launch(
            6, name: "Starlink 5-2", date: "2022-12-01T00:00:00.000Z", success: nil, rocket: falcon9, pad: slc40,
            details: nil, patch: nil, crew: [], cores: [["core": nil]], upcoming: true),
    ]

    static let rockets: [OrderedJSON] = [
        ["name": "Falcon 1", "type": "rocket", "active": false, "description": "Small rocket", "id": .string(falcon1)],
        [
            "name": "Falcon 9", "type": "rocket", "active": true, "description": "Two-stage rocket",
            "id": .string(falcon9),
        ],
    ]

    static let launchpads: [OrderedJSON] = [
        [
            "name": "Kwajalein Atoll", "full_name": "Kwajalein Atoll Omelek Island", "rockets": [.string(falcon1)],
            "launches": [.string(launchID(1)), .string(launchID(2))], "id": .string(kwajalein),
        ],
        [
            "name": "CCSFS SLC 40", "full_name": "Cape Canaveral Space Force Station Space Launch Complex 40",
            "rockets": [.string(falcon9), "5e9d0d95eda69973a809dfff"],
            "launches": [.string(launchID(3)), .string(launchID(4)), .string(launchID(5))], "id": .string(slc40),
        ],
    ]

    static let dataset = SpaceXDataset(launches: launches, rockets: rockets, launchpads: launchpads)

    private static func launch(
        _ number: Int, name: String, date: String, success: Bool?, rocket: String, pad: String, details: String?,
        patch: String?, crew: [String], cores: [OrderedJSON], upcoming: Bool = false
    ) -> OrderedJSON {
        [
            "links": ["patch": ["small": patch.map(OrderedJSON.string) ?? nil, "large": nil], "webcast": nil],
            "rocket": .string(rocket),
            "success": success.map(OrderedJSON.bool) ?? nil,
            "details": details.map(OrderedJSON.string) ?? nil,
            "crew": .array(crew.map(OrderedJSON.string)),
            "launchpad": .string(pad),
            "flight_number": .int(number),
            "name": .string(name),
            "date_utc": .string(date),
            "upcoming": .bool(upcoming),
            "cores": .array(cores),
            "id": .string(launchID(number)),
        ]
    }
}
