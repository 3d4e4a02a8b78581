import Foundation

/// A launch as the list screens decode it, enough to check snake_case keys, dates and populated references.
struct TestLaunch: Decodable, Sendable, Equatable, Identifiable {
    let id: String
    let name: String
    let dateUtc: Date?
    let flightNumber: Int?
}

/// A document with just an id and a name.
struct NamedDocument: Decodable, Sendable, Equatable {
    let id: String
    let name: String
}
