import Testing

@testable import LaunchLibrary

/// A pad's short name: the known phrases as initials before a designator, any other name as Launch Library
/// spells it.
struct LaunchLibraryPadNameTests {
    @Test(arguments: [
        ("Space Launch Complex 40", "SLC-40"), ("Space Launch Complex 4E", "SLC-4E"),
        ("Launch Complex 39A", "LC-39A"), ("Orbital Launch Pad 2", "OLP-2"), ("Orbital Launch Mount A", "OLM-A"),
    ])
    func aKnownPhraseBeforeADesignatorIsWrittenAsItsInitials(name: String, short: String) {
        #expect(LaunchLibraryPadName.short(name) == short)
    }

    @Test(arguments: [
        "Unknown Pad", "Starbase", "Space Launch Complex", "Space Launch Complex ", "Launch Complex 39A West",
        "Space Launch Complex40", "",
    ])
    func anyOtherNameStaysAsItIs(name: String) {
        #expect(LaunchLibraryPadName.short(name) == name)
    }
}
