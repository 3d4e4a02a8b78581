import Foundation

/// What the composition root knows about the collections the app reads, gathered from the features' endpoints:
/// how long each collection's answers stay fresh and where each populated reference points.
///
/// The generic services take this instead of naming any collection themselves.
public struct CollectionCatalog: Sendable, Hashable {
    /// The minimum freshness of each endpoint's collection.
    public var minimumFreshness: [APICollection: TimeInterval]
    /// For each collection, the collection each of its reference fields points to.
    var populationTargets: [APICollection: [String: APICollection]]

    /// Creates a catalog from explicit tables.
    public init(
        minimumFreshness: [APICollection: TimeInterval] = [:],
        populationTargets: [APICollection: [String: APICollection]] = [:]
    ) {
        self.minimumFreshness = minimumFreshness
        self.populationTargets = populationTargets
    }

    /// Gathers the declarations of `endpoints`; when two endpoints share a collection, the first one's minimum
    /// freshness wins and their reference fields are merged (first declaration wins per field).
    public init(endpoints: [any CollectionEndpoint]) {
        self.init()
        for endpoint in endpoints {
            if minimumFreshness[endpoint.collection] == nil {
                minimumFreshness[endpoint.collection] = endpoint.minimumFreshness
            }
            populationTargets[endpoint.collection, default: [:]].merge(endpoint.relatedCollections) { first, _ in first
            }
        }
    }
}
