import Foundation

/// Pictures for the end-to-end tests' loopback picture servers.
public enum PictureFixtures {
    /// A 160 × 160 px PNG (red over blue with a white square), made with Python's zlib: 16 × 8 cells of 10 × 20 px.
    public static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAKAAAACgCAIAAAAErfB6AAABKElEQVR42u3RwQkAQAgDwfTftFeCH0FORrYAyaQSHc4EgAVYgAVYgAVYgAELsAALsAALsAADFmABFmABFmABFmDAAizAAizAAizAgAVYgAVYgAVYgAELsAALsAALsAALMGABFmABFmABFmDAAizAAizAAizAgL/8e+sAAwYMGDBgwIABAwYMGDBgwIABAwYMGDBgwIABAwYMGDBgwIABAwYMuAHme9q3AAMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDFiABViAAQuwAAuwAAuwAAMWYAEWYAEWYAEGLMACLMACLMACLMCABViABViABViAAQuwAAuwAAuwAMsEgAVYgAVYgAVYgAELsAALsAALsAADFmABFmAB1lgPNAoWEXvb0/gAAAAASUVORK5CYII="
    )!

    /// A real photograph at 1600 × 1200 px (a baseline JPEG of 160 KB, as a rocket's Flickr photo is): NASA's
    /// portrait of Eileen Collins, see `Fixtures/SOURCES.md`. Read from the source tree.
    public static var photo: Data {
        get throws {
            try Data(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("Fixtures/astronaut-1600x1200.jpg"))
        }
    }
}
