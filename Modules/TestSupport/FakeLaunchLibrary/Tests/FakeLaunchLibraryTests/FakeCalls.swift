import FakeLaunchLibrary
import Foundation
import LoopbackHTTPServer

/// In-process calls to the fake, with the answer's JSON parsed.
extension FakeLaunchLibraryServer {
    /// A fake with a generous throttle, so only the throttle tests meet it.
    static func unthrottled() throws -> FakeLaunchLibraryServer {
        try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration(requestsPerHour: 10_000))
    }

    /// The answer to `GET target`.
    func get(_ target: String, headers: HTTPHeaders = ["Host": "127.0.0.1:1"]) -> HTTPResponse {
        guard case .respond(let response) = respond(to: HTTPRequest(method: "GET", target: target, headers: headers))
        else { return HTTPResponse(status: 0) }
        return response
    }

    /// The parsed body of `GET target`.
    func json(_ target: String, headers: HTTPHeaders = ["Host": "127.0.0.1:1"]) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: get(target, headers: headers).body)) as? [String: Any] ?? [:]
    }

    /// The `results` of a list answer.
    func results(_ target: String) -> [[String: Any]] {
        json(target)["results"] as? [[String: Any]] ?? []
    }
}
