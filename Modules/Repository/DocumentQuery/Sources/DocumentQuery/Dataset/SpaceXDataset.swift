import Foundation

/// The documents the fake serves: launches, rockets and launchpads, each in its original order and key order.
///
/// Load it from the fixture directory, or build it from a few documents in a test.
public struct SpaceXDataset: DocumentStore {
    /// The order a query without `sort` returns documents in (MongoDB's natural order).
    public enum NaturalOrder: Sendable, Equatable {
        /// The order the documents were given in.
        case asGiven
        /// Ascending `id`: ObjectIds grow with insertion time, so this is the real database's insertion
        /// order. The fixture files are sorted by `flight_number` instead, as `GET /v4/launches` returns them.
        case byObjectID
    }

    private struct Collection: Sendable {
        var documents: [OrderedJSON]
        var naturalOrder: [OrderedJSON]
        var positions: [String: Int]

        init(_ documents: [OrderedJSON], order: NaturalOrder) {
            self.documents = documents
            switch order {
            case .asGiven:
                naturalOrder = documents
            case .byObjectID:
                naturalOrder = SortSpecification(keys: [.init(path: "id", ascending: true)]).apply(to: documents)
            }
            var positions: [String: Int] = [:]
            for (index, document) in documents.enumerated() {
                if let id = document["id"]?.stringValue, positions[id] == nil { positions[id] = index }
            }
            self.positions = positions
        }
    }

    private var collections: [SpaceXCollection: Collection]

    /// Creates a dataset from documents (JSON objects with a string `id`); unsorted queries keep the given order.
    public init(
        launches: [OrderedJSON] = [], rockets: [OrderedJSON] = [], launchpads: [OrderedJSON] = [],
        naturalOrder: NaturalOrder = .asGiven
    ) {
        collections = [
            .launches: Collection(launches, order: naturalOrder),
            .rockets: Collection(rockets, order: naturalOrder),
            .launchpads: Collection(launchpads, order: naturalOrder),
        ]
    }

    /// Creates a dataset from the JSON text of each collection (each a JSON array of documents).
    ///
    /// Unsorted queries use ascending `id` by default, which reproduces the real server's pages.
    public init(
        launchesJSON: Data, rocketsJSON: Data, launchpadsJSON: Data, naturalOrder: NaturalOrder = .byObjectID
    ) throws(SpaceXDatasetError) {
        self.init(
            launches: try Self.documents(from: launchesJSON, name: "launches"),
            rockets: try Self.documents(from: rocketsJSON, name: "rockets"),
            launchpads: try Self.documents(from: launchpadsJSON, name: "launchpads"), naturalOrder: naturalOrder)
    }

    /// Loads `launches-v4.json`, `rockets-v4.json` and `launchpads-v4.json` from a fixture directory.
    ///
    /// Unsorted queries use ascending `id` by default, which reproduces the real server's pages.
    public init(fixturesDirectory: URL, naturalOrder: NaturalOrder = .byObjectID) throws(SpaceXDatasetError) {
        var texts: [SpaceXCollection: Data] = [:]
        for collection in SpaceXCollection.allCases {
            let file = fixturesDirectory.appendingPathComponent(collection.fixtureFileName)
            do {
                texts[collection] = try Data(contentsOf: file)
            } catch {
                throw .unreadableFile(path: file.path, reason: error.localizedDescription)
            }
        }
        try self.init(
            launchesJSON: texts[.launches]!, rocketsJSON: texts[.rockets]!, launchpadsJSON: texts[.launchpads]!,
            naturalOrder: naturalOrder)
    }

    /// The documents of a collection, in their original order.
    public func documents(in collection: SpaceXCollection) -> [OrderedJSON] {
        collections[collection]?.documents ?? []
    }

    /// The documents of a collection in natural order, where a query without `sort` starts (whole: they are parsed).
    public func documents(in collection: SpaceXCollection, reading fields: Set<String>) -> [OrderedJSON] {
        collections[collection]?.naturalOrder ?? []
    }

    /// The document at `position` in natural order (whole: it is parsed).
    public func document(at position: Int, in collection: SpaceXCollection, reading fields: Set<String>?)
        -> OrderedJSON
    {
        collections[collection]?.naturalOrder[position] ?? .null
    }

    /// The document whose `id` is `id`, or nil (whole: it is parsed).
    public func document(withID id: String, in collection: SpaceXCollection, reading fields: Set<String>?)
        -> OrderedJSON?
    {
        guard let stored = collections[collection], let position = stored.positions[id] else { return nil }
        return stored.documents[position]
    }

    /// Runs a query body (`{"query": …, "options": …}`) and returns the paginated answer the server would send.
    public func query(_ collection: SpaceXCollection, body: OrderedJSON) throws(QueryError) -> OrderedJSON {
        try QueryEngine.run(body: body, collection: collection, store: self)
    }

    private static func documents(from data: Data, name: String) throws(SpaceXDatasetError) -> [OrderedJSON] {
        let parsed: OrderedJSON
        do {
            parsed = try OrderedJSON.parse(data)
        } catch {
            throw .invalidJSON(name: name, message: error.message)
        }
        guard case .array(let documents) = parsed,
            documents.allSatisfy({ $0["id"]?.stringValue != nil })
        else {
            throw .notADocumentArray(name: name)
        }
        return documents
    }
}
