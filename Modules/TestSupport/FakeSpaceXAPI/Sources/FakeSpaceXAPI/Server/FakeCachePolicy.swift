/// The `Cache-Control: max-age` (seconds) the fake sends per kind of answer, like the real server's cache layer.
public struct FakeCachePolicy: Sendable, Equatable {
    /// For `GET` of launches (list or one).
    public var launchesGET: Int
    /// For every `POST …/query`.
    public var queryPOST: Int
    /// For `GET` of rockets and launchpads (list or one).
    public var catalogGET: Int

    /// Creates a policy; the defaults are the real server's.
    public init(launchesGET: Int = 20, queryPOST: Int = 300, catalogGET: Int = 86_400) {
        self.launchesGET = launchesGET
        self.queryPOST = queryPOST
        self.catalogGET = catalogGET
    }
}
