/// What a request path asks for, in either version's spelling: 2.3.0 `/2.3.0/launches/…`,
/// `/2.3.0/launcher_configurations/…`; 2.2.0 `/2.2.0/launch/…`, `/2.2.0/config/launcher/…`; both
/// `/<version>/api-throttle/`. The trailing slash is optional.
struct LaunchLibraryRoute: Equatable {
    /// Which launches a list endpoint covers.
    enum Listing: Equatable {
        case all, upcoming, previous
    }

    /// The endpoint.
    enum Endpoint: Equatable {
        case launches(Listing)
        case launch(id: String)
        case configurations
        case configuration(id: Int)
        case throttle
    }

    /// The version named by the path.
    let version: LaunchLibraryShape.Version
    /// The endpoint.
    let endpoint: Endpoint

    /// The route of `path`, or nil when the fake has no such endpoint.
    init?(path: String) {
        let segments = path.split(separator: "/").map(String.init)
        guard let first = segments.first, let version = LaunchLibraryShape.Version(rawValue: first) else { return nil }
        self.version = version
        let rest = Array(segments.dropFirst())
        let launches = version == .v230 ? ["launches"] : ["launch"]
        let configurations = version == .v230 ? ["launcher_configurations"] : ["config", "launcher"]
        if rest == ["api-throttle"] {
            endpoint = .throttle
        } else if rest.starts(with: launches) {
            let tail = Array(rest.dropFirst(launches.count))
            let listings: [String: Listing] = ["upcoming": .upcoming, "previous": .previous]
            if tail.isEmpty {
                endpoint = .launches(.all)
            } else if tail.count == 1, let listing = listings[tail[0]] {
                endpoint = .launches(listing)
            } else if tail.count == 1 || (tail.count == 2 && listings[tail[0]] != nil) {
                endpoint = .launch(id: tail[tail.count - 1])
            } else {
                return nil
            }
        } else if rest.starts(with: configurations) {
            let tail = Array(rest.dropFirst(configurations.count))
            if tail.isEmpty {
                endpoint = .configurations
            } else if tail.count == 1, let number = Int(tail[0]) {
                endpoint = .configuration(id: number)
            } else {
                return nil
            }
        } else {
            return nil
        }
    }
}
