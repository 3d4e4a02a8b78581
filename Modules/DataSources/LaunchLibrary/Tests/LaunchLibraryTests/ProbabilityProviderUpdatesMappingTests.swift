import Foundation
import LaunchLibraryRecordings
import LaunchesCore
import Testing

@testable import LaunchLibrary

/// What the change history and the detail's "Updates" read from Launch Library: the probability (kept only from 0
/// to 100), the provider's name, and the editors' notes (`updates[]`), from the recorded transitions.
struct ProbabilityProviderUpdatesMappingTests {
    @Test func flight12KeepsItsProbabilityAndItsNotes() throws {
        let states = try RecordedData.transitions(LaunchLibraryRecordings.starshipFlight12Transitions).map(
            LaunchLibraryLaunchMapper.launch)
        #expect(states.first?.probability == nil)
        #expect(states.last?.probability == 85)
        #expect(states.allSatisfy { $0.provider == "SpaceX" })
        let last = try #require(states.last)
        #expect(last.updates.count == 26)
        let liftOff = try #require(last.updates.first { $0.comment == "Liftoff." })
        #expect(liftOff.author == "Cosmic_Penguin")
        #expect(liftOff.postedAt == RecordedData.date("2026-05-22T22:30:00Z"))
        #expect(liftOff.infoURL?.absoluteString == "https://x.com/i/broadcasts/1pKkOykQRgNKj")
    }

    @Test func blueBird2ChangesProviderAndRocket() throws {
        let states = try RecordedData.transitions(LaunchLibraryRecordings.blueBird2Transitions).map(
            LaunchLibraryLaunchMapper.launch)
        #expect(states.prefix(2).map(\.provider) == ["SpaceX", "Blue Origin"])
        #expect(states.prefix(2).map(\.rocket?.name) == ["Falcon 9", "New Glenn"])
    }

    @Test func aProbabilityOutOfRangeAndAnEmptyNoteAreLeftOut() throws {
        let json = """
            {"id": "x", "probability": -1, "launch_service_provider": {"id": 121, "name": ""},
             "updates": [{"comment": ""}, {"comment": "Go for launch", "info_url": "javascript:alert(1)"}]}
            """
        let launch = LaunchLibraryLaunchMapper.launch(
            try JSONDecoder().decode(LaunchLibraryLaunch.self, from: Data(json.utf8)))
        #expect(launch.probability == nil)
        #expect(launch.provider == nil)
        #expect(launch.updates == [LaunchUpdate(comment: "Go for launch")])
    }
}
