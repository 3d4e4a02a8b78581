import FakeSpaceXAPI
import Foundation
import LoopbackHTTPServer

/// Answers one request: routes it, applies the throttle, builds the JSON, and logs it.
struct FakeLaunchLibraryResponder: Sendable {
    let dataset: FakeLaunchLibraryDataset
    let configuration: FakeLaunchLibraryConfiguration
    let throttle: LaunchLibraryThrottle
    let recorder: RequestRecorder

    /// How long `upcoming` keeps a launch after its NET, as measured on the real service.
    static let upcomingGrace: TimeInterval = 24 * 3600

    func respond(to request: HTTPRequest) -> HTTPResponsePlan {
        let plan = HTTPResponsePlan.respond(answer(request))
        recorder.record(request, plan: plan)
        return plan
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        guard let route = LaunchLibraryRoute(path: request.path) else {
            return Self.json(404, ["detail": "Not found."])
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return Self.json(405, ["detail": "Method \"\(request.method)\" not allowed."])
        }
        let (caller, limit) = callerAndLimit(request)
        let now = configuration.clock.now
        if route.endpoint == .throttle {
            let status = throttle.status(caller, limit: limit, now: now)
            let report: [String: Any] = [
                "your_request_limit": status.limit, "limit_frequency_secs": Int(LaunchLibraryThrottle.window),
                "current_use": status.currentUse, "next_use_secs": status.nextUseSeconds, "ident": caller,
            ]
            // The 2.3.0 description declares an array of these objects; 2.2.0 sends the object.
            return Self.json(200, route.version == .v230 ? [report] : report)
        }
        if let wait = throttle.admit(caller, limit: limit, now: now) {
            // As the service (Django REST framework) answers: the wait in `Retry-After` and in the detail text.
            var throttled = Self.json(429, ["detail": "Request was throttled. Expected available in \(wait) seconds."])
            throttled.headers.set(name: "Retry-After", value: "\(wait)")
            return throttled
        }
        do {
            return try endpoint(route, request: request, now: now)
        } catch {
            return Self.json(400, [error.parameter: [error.message]])
        }
    }

    /// The caller the throttle counts: the key when one is sent, else the (one, loopback) address.
    private func callerAndLimit(_ request: HTTPRequest) -> (String, Int) {
        if let header = request.headers["Authorization"], header.hasPrefix("Token "), header.count > 6 {
            return ("token:" + header.dropFirst(6), configuration.tokenRequestsPerHour)
        }
        return ("127.0.0.1", configuration.requestsPerHour)
    }

    private func endpoint(_ route: LaunchLibraryRoute, request: HTTPRequest, now: Date) throws(LaunchQuery.Invalid)
        -> HTTPResponse
    {
        let query = try LaunchQuery(request.queryItems)
        switch route.endpoint {
        case .launches(let listing):
            let chosen: [FakeLaunchLibraryDataset.Launch]
            let fallback: [(field: String, descending: Bool)]
            switch listing {
            case .all: (chosen, fallback) = (dataset.launches, [("net", false)])
            case .upcoming:
                (chosen, fallback) = (dataset.launches.filter { $0.net >= now - Self.upcomingGrace }, [("net", false)])
            case .previous: (chosen, fallback) = (dataset.launches.filter { $0.net < now }, [("net", true)])
            }
            let matching = query.ordered(chosen.filter(query.matches), fallback: fallback)
            let slice = matching.dropFirst(query.offset).prefix(query.limit)
            let results = slice.map {
                LaunchLibraryShape.launch(Self.object($0.record), version: route.version, mode: query.mode ?? .normal)
            }
            return Self.json(200, envelope(results, count: matching.count, query: query, request: request))
        case .launch(let id):
            guard let launch = dataset.launches.first(where: { $0.id == id }) else {
                return Self.json(404, ["detail": "No Launch matches the given query."])
            }
            let mode = query.mode ?? .detailed
            return Self.json(
                200, LaunchLibraryShape.launch(Self.object(launch.record), version: route.version, mode: mode))
        case .configurations:
            let maker = request.queryItems.last { $0.name == "manufacturer__name" }?.value?.lowercased()
            let chosen = dataset.configurations.filter { maker == nil || $0.manufacturer.lowercased() == maker }
            let slice = chosen.dropFirst(query.offset).prefix(query.limit)
            let results = slice.map { LaunchLibraryShape.configuration(Self.object($0.record), version: route.version) }
            return Self.json(200, envelope(results, count: chosen.count, query: query, request: request))
        case .configuration(let id):
            guard let configuration = dataset.configurations.first(where: { $0.id == id }) else {
                return Self.json(404, ["detail": "No LauncherConfig matches the given query."])
            }
            return Self.json(
                200, LaunchLibraryShape.configuration(Self.object(configuration.record), version: route.version))
        case .throttle:
            return Self.json(404, ["detail": "Not found."])
        }
    }

    /// `{count, next, previous, results}` with absolute links to the neighbouring slices.
    private func envelope(_ results: [[String: Any]], count: Int, query: LaunchQuery, request: HTTPRequest)
        -> [String: Any]
    {
        func link(offset: Int) -> Any {
            let host = request.headers["Host"] ?? "127.0.0.1"
            var components = URLComponents(string: "http://\(host)\(request.path)")
            var items = request.queryItems.filter { $0.name != "offset" && $0.name != "limit" }
            items.append(URLQueryItem(name: "limit", value: String(query.limit)))
            if offset > 0 { items.append(URLQueryItem(name: "offset", value: String(offset))) }
            components?.queryItems = items
            return components?.url?.absoluteString ?? NSNull()
        }
        let next: Any = query.offset + query.limit < count ? link(offset: query.offset + query.limit) : NSNull()
        let previous: Any = query.offset > 0 ? link(offset: max(0, query.offset - query.limit)) : NSNull()
        return ["count": count, "next": next, "previous": previous, "results": results]
    }

    private static func object(_ record: Data) -> [String: Any] {
        ((try? JSONSerialization.jsonObject(with: record)) as? [String: Any]) ?? [:]
    }

    private static func json(_ status: Int, _ object: Any) -> HTTPResponse {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }
}
