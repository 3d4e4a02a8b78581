import DocumentQuery
import Foundation
import Testing

/// The engine asks a store only for the top-level members its filter and sort read, and for whole documents only
/// for the page: what lets the offline archive skip parsing most of its text.
struct DocumentStoreReadingTests {
    /// A store over three launches that records what the engine asks of it.
    final class RecordingStore: DocumentStore, @unchecked Sendable {
        // `@unchecked Sendable`: each test uses its own store from one thread; `lock` guards the records anyway.
        private let lock = NSLock()
        private var readFields: [Set<String>] = []
        private var wholePositions: [Int] = []
        let dataset = SpaceXDataset(
            launches: [
                ["id": "c", "name": "Crew Dragon", "details": "First crewed flight", "rocket": "f9", "n": 3],
                ["id": "a", "name": "FalconSat", "details": nil, "rocket": "f1", "n": 1],
                ["id": "b", "name": "DemoSat", "details": "Second", "rocket": "f1", "n": 2],
            ],
            rockets: [["id": "f1", "name": "Falcon 1"], ["id": "f9", "name": "Falcon 9"]])

        var fields: [Set<String>] { lock.withLock { readFields } }
        var positions: [Int] { lock.withLock { wholePositions } }

        func documents(in collection: SpaceXCollection, reading fields: Set<String>) -> [OrderedJSON] {
            lock.withLock { readFields.append(fields) }
            return dataset.documents(in: collection, reading: fields)
        }

        func document(at position: Int, in collection: SpaceXCollection) -> OrderedJSON {
            lock.withLock { wholePositions.append(position) }
            return dataset.document(at: position, in: collection)
        }

        func document(withID id: String, in collection: SpaceXCollection) -> OrderedJSON? {
            dataset.document(withID: id, in: collection)
        }
    }

    @Test func filterAndSortNameTheMembersTheyRead() throws {
        let store = RecordingStore()
        let body: OrderedJSON = [
            "query": ["$or": [["links.patch.small": nil], ["_id": "a"]], "$text": ["$search": "flight"]],
            "options": ["sort": "-date_utc n", "limit": 1, "populate": ["rocket"]],
        ]
        let answer = try QueryEngine.run(body: body, collection: .launches, store: store)
        #expect(store.fields == [["links", "id", "name", "details", "date_utc", "n"]])
        #expect(store.positions == [0], "only the page's one document is read whole")
        #expect(answer["totalDocs"] == 1)
        #expect(answer["docs"]?.arrayValue?.first?["rocket"]?["name"] == "Falcon 9")
    }

    @Test func aPageOfUnsortedDocumentsReadsOnlyThatPage() throws {
        let store = RecordingStore()
        let answer = try QueryEngine.run(
            body: ["options": ["page": 2, "limit": 2]], collection: .launches, store: store)
        #expect(store.fields == [[]])
        #expect(store.positions == [2])
        #expect(answer["docs"]?.arrayValue?.map { $0["name"] } == ["DemoSat"])
    }

    @Test func indentedTextIsTheCompactTextForPeople() throws {
        let value: OrderedJSON = ["b": [1, [], [:]], "a": ["x": 1.5]]
        #expect(String(decoding: value.serialized(), as: UTF8.self) == #"{"b":[1,[],{}],"a":{"x":1.5}}"#)
        #expect(
            String(decoding: value.indented(), as: UTF8.self)
                == "{\n  \"b\": [\n    1,\n    [],\n    {}\n  ],\n  \"a\": {\n    \"x\": 1.5\n  }\n}")
    }
}
