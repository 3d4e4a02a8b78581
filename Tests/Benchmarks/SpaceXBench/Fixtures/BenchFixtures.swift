import DocumentQuery
import FakeSpaceXAPI
import Foundation
import LaunchesCore
import LoopbackHTTPServer
import RepositoryDefinitions
import RepositoryImplementations
import SpaceXAPI
import SpaceXArchive

/// What every suite shares: the raw launches of the built-in archive (the API's recorded data), the loopback fake
/// API serving the archive, and the launch and rocket whose detail screens are measured.
struct BenchFixtures {
    /// The launch whose detail is measured: three cores, a description, a failure-free status and every link.
    static let detailLaunchName = "Falcon Heavy Test Flight"
    /// The rocket whose detail is measured.
    static let detailRocketName = "Falcon 9"

    /// `launches-v4.json` as stored: an array of 205 full launch documents.
    let launchesData: Data
    /// The fake API over the fixtures, listening on 127.0.0.1.
    let server: FakeSpaceXServer
    /// The id of ``detailLaunchName``.
    let detailLaunchID: String
    /// The id of ``detailRocketName``.
    let detailRocketID: String

    /// Loads the archive and starts the fake API over it.
    init() throws {
        launchesData = SpaceXArchive.File.launches.data
        let rocketsData = SpaceXArchive.File.rockets.data
        detailLaunchID = try Self.id(named: Self.detailLaunchName, in: launchesData)
        detailRocketID = try Self.id(named: Self.detailRocketName, in: rocketsData)
        server = FakeSpaceXServer(
            dataset: try SpaceXDataset(
                launchesJSON: launchesData, rocketsJSON: rocketsData, launchpadsJSON: SpaceXArchive.File.launchpads.data
            ))
        try server.start()
    }

    /// The fake's answer body to `POST /{version}/{collection}/query` with `query`'s exact body, in-process
    /// (recorded by the fake like any request).
    func answer(_ query: CollectionQuery) throws -> Data {
        try answer(body: QueryBodyEncoder.body(for: query), collection: query.collection)
    }

    /// The fake's answer body to a query `body` for `collection`, in-process.
    func answer(body: Data, collection: APICollection) throws -> Data {
        let request = LoopbackHTTPServer.HTTPRequest(
            method: "POST", target: "/\(collection.version)/\(collection.name)/query",
            headers: ["Content-Type": "application/json"], body: body)
        guard case .respond(let response) = server.respond(to: request), response.status == 200 else {
            throw BenchError("the fake API did not answer the query \(String(decoding: body, as: UTF8.self))")
        }
        return response.body
    }

    /// Every launch as the list screen gets it (selected fields, rocket and launchpad populated), newest first.
    func listLaunchesNewestFirst() throws -> [Launch] {
        var launches: [Launch] = []
        var page = 1
        while true {
            let query = LaunchesEndpoint().listQuery(
                filter: LaunchFilter(timeZone: LaunchFilter.utc), page: page, limit: PageRequest.maximumLimit)
            let decoded = try ResponseBodyDecoder.decodePage(of: SpaceXDocument<Launch>.self, from: answer(query))
            launches += decoded.items.map(\.value)
            guard decoded.hasNextPage else { return launches }
            page += 1
        }
    }

    /// The full document of the detail launch, as the detail screen gets it (rocket and launchpad populated).
    func detailLaunch() throws -> Launch {
        guard case .query(let query, _) = LaunchesEndpoint().itemLookup(id: detailLaunchID) else {
            throw BenchError("the launches endpoint no longer looks items up with a query")
        }
        let page = try ResponseBodyDecoder.decodePage(of: SpaceXDocument<Launch>.self, from: answer(query))
        guard let launch = page.items.first?.value else {
            throw BenchError("the fake API does not know launch \(detailLaunchID)")
        }
        return launch
    }

    private static func id(named name: String, in data: Data) throws -> String {
        let documents = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        guard let id = documents.first(where: { $0["name"] as? String == name })?["id"] as? String else {
            throw BenchError("no document named \(name) in the archive")
        }
        return id
    }
}
