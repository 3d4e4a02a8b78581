import Foundation

/// A domain value the r/SpaceX API sends as JSON: this package says how to read it from the API's document, so
/// the features' domain stays free of any wire format.
///
/// Decoders come from ``SpaceXJSON``-style decoders (snake_case keys converted, dates as ISO 8601); every reader
/// uses the one lenient-decoding kit of RepositoryDefinitions, so an odd field never fails a page.
public protocol SpaceXDecodable: Sendable {
    /// Reads the value from the API's JSON at `decoder`.
    init(spaceX decoder: any Decoder) throws
}
