import Foundation
import RocketsCore
import Testing

@testable import RepositoryImplementations

/// A rocket's flight record (counts a second source gives): round-trips, is left out when absent, and a malformed
/// one becomes nil like every other odd rocket field.
struct RocketFlightRecordTests {
    @Test func aFlightRecordRoundTripsAndIsOmittedWhenAbsent() throws {
        let record = RocketFlightRecord(
            launches: 10, successes: 9, failures: 1, pending: 3, landingAttempts: 8, landings: 7)
        let rocket = Rocket(id: "164", name: "Falcon 9", flightRecord: record)
        let data = try SpaceXJSON.makeEncoder().encode(rocket)
        #expect(try SpaceXJSON.makeDecoder().decode(Rocket.self, from: data) == rocket)
        let plain = String(decoding: try SpaceXJSON.makeEncoder().encode(Rocket(id: "a", name: "b")), as: UTF8.self)
        #expect(!plain.contains("flight_record"))
    }

    @Test func aMalformedFlightRecordBecomesNil() throws {
        let json = #"{"id": "a", "name": "b", "flight_record": "many"}"#
        #expect(try SpaceXJSON.makeDecoder().decode(Rocket.self, from: Data(json.utf8)).flightRecord == nil)
    }
}
