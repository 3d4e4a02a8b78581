import DocumentQuery
import Foundation
import LoopbackHTTPServer

/// The `/_fake/…` routes that let another process set faults and read the request log over HTTP.
///
/// - `POST /_fake/faults` with one rule object or an array of them, e.g.
///   `{"fault": "status", "status": 503, "count": 2, "path": "/v5/launches"}`
/// - `GET /_fake/faults` lists waiting rules; `DELETE /_fake/faults` clears them
/// - `POST /_fake/reset` clears rules and the request log
/// - `GET /_fake/requests` returns the request log
struct ControlEndpoint: Sendable {
    /// Paths under this prefix belong to the control endpoint; they are never faulted nor recorded.
    static let pathPrefix = "/_fake/"

    let faults: FaultSchedule
    let recorder: RequestRecorder

    /// The answer to a control request.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("POST", "/_fake/faults"):
            return scheduleFaults(from: request.body)
        case ("GET", "/_fake/faults"):
            return Self.json(.array(faults.rules.map { .object($0.controlJSON) }))
        case ("DELETE", "/_fake/faults"):
            faults.clear()
            return Self.json(["cleared": true])
        case ("POST", "/_fake/reset"):
            faults.clear()
            recorder.reset()
            return Self.json(["reset": true])
        case ("GET", "/_fake/requests"):
            return Self.json(.array(recorder.requests.map(\.controlJSON)))
        default:
            return FakeSpaceXRouter.notFound
        }
    }

    private func scheduleFaults(from body: Data) -> HTTPResponse {
        let parsed: OrderedJSON
        do {
            parsed = try OrderedJSON.parse(body)
        } catch {
            return .text(400, error.message)
        }
        let entries: [OrderedJSON]
        switch parsed {
        case .array(let list): entries = list
        default: entries = [parsed]
        }
        var rules: [FaultRule] = []
        for entry in entries {
            guard case .object(let object) = entry else { return .text(400, "each fault must be a JSON object") }
            do {
                rules.append(try FaultRule(controlJSON: object))
            } catch {
                return .text(400, error.message)
            }
        }
        rules.forEach(faults.add)
        return Self.json(["scheduled": .int(rules.count)])
    }

    private static func json(_ value: OrderedJSON) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: ["Content-Type": FakeSpaceXRouter.jsonContentType, "Cache-Control": "no-store"],
            body: value.serialized())
    }
}
