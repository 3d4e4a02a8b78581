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
        private var pageFields: [Set<String>?] = []
        private var referencedFields: [Set<String>?] = []
        let dataset = SpaceXDataset(
            launches: [
                ["id": "c", "name": "Crew Dragon", "details": "First crewed flight", "rocket": "f9", "n": 3],
                ["id": "a", "name": "FalconSat", "details": nil, "rocket": "f1", "n": 1],
                ["id": "b", "name": "DemoSat", "details": "Second", "rocket": "f1", "n": 2],
            ],
            rockets: [["id": "f1", "name": "Falcon 1"], ["id": "f9", "name": "Falcon 9"]])

        var fields: [Set<String>] { lock.withLock { readFields } }
        var positions: [Int] { lock.withLock { wholePositions } }
        /// The members asked of each page document (nil: whole), and of each referenced one.
        var pageReads: [Set<String>?] { lock.withLock { pageFields } }
        var referenceReads: [Set<String>?] { lock.withLock { referencedFields } }

        func documents(in collection: SpaceXCollection, reading fields: Set<String>) -> [OrderedJSON] {
            lock.withLock { readFields.append(fields) }
            return dataset.documents(in: collection, reading: fields)
        }

        func document(at position: Int, in collection: SpaceXCollection, reading fields: Set<String>?) -> OrderedJSON {
            lock.withLock {
                wholePositions.append(position)
                pageFields.append(fields)
            }
            return dataset.document(at: position, in: collection, reading: fields)
        }

        func document(withID id: String, in collection: SpaceXCollection, reading fields: Set<String>?)
            -> OrderedJSON?
        {
            lock.withLock { referencedFields.append(fields) }
            return dataset.document(withID: id, in: collection, reading: fields)
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

    @Test func aPageReadsOnlyTheMembersItsSelectKeeps() throws {
        let store = RecordingStore()
        let body: OrderedJSON = [
            "options": [
                "sort": "n", "limit": 2, "select": ["name": 1, "links.patch": 1, "rocket": 1],
                "populate": [["path": "rocket", "select": "name"]],
            ]
        ]
        let answer = try QueryEngine.run(body: body, collection: .launches, store: store)
        #expect(store.pageReads == [["name", "links", "rocket", "id"], ["name", "links", "rocket", "id"]])
        #expect(store.referenceReads == [["name", "id"], ["name", "id"]])
        #expect(answer["docs"]?.arrayValue?.map { $0["rocket"]?["name"] } == ["Falcon 1", "Falcon 1"])

        let whole = RecordingStore()
        _ = try QueryEngine.run(
            body: ["options": ["limit": 1, "select": "-details", "populate": "rocket"]], collection: .launches,
            store: whole)
        #expect(whole.pageReads == [nil], "a select that excludes needs the whole document")
        #expect(whole.referenceReads == [nil])
    }

    @Test func indentedTextIsTheCompactTextForPeople() throws {
        let value: OrderedJSON = ["b": [1, [], [:]], "a": ["x": 1.5]]
        #expect(String(decoding: value.serialized(), as: UTF8.self) == #"{"b":[1,[],{}],"a":{"x":1.5}}"#)
        #expect(
            String(decoding: value.indented(), as: UTF8.self)
                == "{\n  \"b\": [\n    1,\n    [],\n    {}\n  ],\n  \"a\": {\n    \"x\": 1.5\n  }\n}")
    }
}
