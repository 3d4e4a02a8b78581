/// A required numeric id, sent as a number (or, tolerated, as a numeric string); anything else fails the object.
struct LaunchLibraryID: Decodable {
    /// The id.
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let number = Int(try container.decode(String.self)) {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a numeric id")
        }
    }
}
