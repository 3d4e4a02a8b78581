import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore

/// Reads SpaceX launches and vehicles from Launch Library 2 through the one generic ``HTTPClient`` (query parameters,
/// offset paging, per-kind freshness), mapped into the domain.
///
/// The budget is the design (15 requests an hour without a key): list answers are asked in `detailed` mode and
/// every launch and vehicle they hold is remembered, so ``launch(id:policy:)`` and ``rocket(id:policy:)`` after a
/// list cost no request; saved answers stay fresh per ``LaunchLibraryAnswerKind``. The base URL names the version
/// (`…/2.3.0`, the default, or `…/2.2.0`, whose paths are spelled `launch/` and `config/launcher/`).
///
/// Throttling: after a 429 the client knows when the next request is allowed (``nextRequestAllowed``) and sends
/// nothing before then; meanwhile an answer is the saved one whatever its age (`isFresh` false, its age in
/// `freshness`), or, when none is saved, `rateLimited(retryAfter:)` with the seconds still to wait.
public final class LaunchLibraryClient: Sendable {
    /// The supported service.
    public static let defaultBaseURL = URL(string: "https://ll.thespacedevs.com/2.3.0")!

    /// How long each kind of answer stays fresh: upcoming launches 10 minutes, past launches 3 days, vehicles a day.
    public static let defaultLifetimes = FreshnessLifetimes<LaunchLibraryAnswerKind>(
        [.upcomingLaunches: 600, .pastLaunches: 3 * 86_400, .vehicles: 86_400], fallback: 600)

    /// The base URL, version included.
    public let baseURL: URL
    let client: HTTPClient
    private let lifetimes: FreshnessLifetimes<LaunchLibraryAnswerKind>
    let now: @Sendable () -> Date
    private let throttledUntil = Locked<Date?>(nil)
    /// Whether requests carry a key, whose limit the service reports at `/api-throttle/` (``learnLimit()``).
    let asksItsLimit: Bool
    /// The hourly limit `/api-throttle/` reported for the key; nil: not asked, the keyless ``hourlyBudget``.
    let reportedLimit = Locked<Int?>(nil)
    private let launchesSeen = Locked<[String: Fetched<Launch>]>([:])
    private let rocketsSeen = Locked<[String: Fetched<Rocket>]>([:])
    /// With `--json`, where every launch and vehicle document is kept as received.
    private let documents: DocumentRecord?
    /// The pads of the launches received, as launch sites: a site opened from a launch costs no request.
    private let sitesSeen = Locked<[String: Fetched<Launchpad>]>([:])
    /// With a cache, the addresses of the launches answers saved there, to find a launch in any of them.
    private let savedAnswers: SavedLaunchAnswers?
    /// The member of a launch document that holds its pad whole (recorded for `spacex launchpad --json`).
    private static let padMember = "pad"

    /// Creates a client reading `baseURL` with `client` (which carries the transport, cache and headers such as
    /// the `Authorization: Token` one; `asksItsLimit` when it does, so a throttled answer names the key's own
    /// limit); with `documents`, every launch and vehicle answered is also kept there as
    /// Launch Library sent it, for `--json`; with `cache` (the one `client` saves its answers in), the addresses of
    /// the launches answers saved are kept there too, so ``savedLaunches()`` finds a launch in any of them.
    public init(
        baseURL: URL = LaunchLibraryClient.defaultBaseURL, client: HTTPClient,
        lifetimes: FreshnessLifetimes<LaunchLibraryAnswerKind> = LaunchLibraryClient.defaultLifetimes,
        documents: DocumentRecord? = nil, cache: (any CacheStore)? = nil, asksItsLimit: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.asksItsLimit = asksItsLimit
        self.baseURL = baseURL
        self.client = client
        self.lifetimes = lifetimes
        self.documents = documents
        self.now = now
        savedAnswers = cache.map { SavedLaunchAnswers(cache: $0, now: now) }
    }

    /// The last cache write failure of this run, to be reported once.
    public var cacheWarning: CacheStoreError? { client.lastCacheWarning }

    /// When the service allows the next request, after a 429; nil when not throttled.
    var nextRequestAllowed: Date? {
        throttledUntil.withLock { until in until.flatMap { $0 > now() ? $0 : nil } }
    }

    /// How many seconds the service still throttles; nil when a request may be sent.
    var throttleWait: TimeInterval? {
        nextRequestAllowed.map { $0.timeIntervalSince(now()) }
    }

    /// One answer under the throttle: while throttled, the saved answer (any age) or the wait, without a request;
    /// otherwise the generic client's answer, and on a 429 the saved answer (any age) or the typed wait.
    private func rationed<Value: Decodable & Sendable>(
        _ url: URL, as type: Value.Type, lifetime: TimeInterval, policy: CachePolicy
    ) async throws(RepositoryError) -> Fetched<Value> {
        if let until = nextRequestAllowed {
            return try await savedOrWait(url, as: type, lifetime: lifetime, wait: until.timeIntervalSince(now()))
        }
        do {
            return try await client.get(url, as: type, lifetime: lifetime, policy: policy)
        } catch .rateLimited(let wait) {
            let seconds = wait ?? 60
            throttledUntil.withLock { $0 = now().addingTimeInterval(seconds) }
            await learnLimit()
            return try await savedOrWait(url, as: type, lifetime: lifetime, wait: seconds)
        }
    }

    /// A list answer under the throttle; with a document record, its documents are kept as received, and the
    /// documents each holds under `nested` (a launch's `pad`: what `spacex launchpad --json` prints).
    private func rationedPage<Item: Decodable & Sendable>(
        _ url: URL, of type: Item.Type, lifetime: TimeInterval, policy: CachePolicy, nested: String? = nil
    ) async throws(RepositoryError) -> Fetched<OffsetPage<Item>> {
        guard let documents else {
            return try await rationed(url, as: OffsetPage<Item>.self, lifetime: lifetime, policy: policy)
        }
        let answer = try await rationed(url, as: OffsetPage<Documented<Item>>.self, lifetime: lifetime, policy: policy)
        documents.record(answer.value.results)
        Self.record(nested, of: answer.value.results, in: documents)
        return Fetched(value: answer.value.map(\.item), freshness: answer.freshness, isFresh: answer.isFresh)
    }

    /// One document under the throttle; with a document record, it is kept as received, and the one it holds
    /// under `nested`.
    private func rationedItem<Item: Decodable & Sendable>(
        _ url: URL, as type: Item.Type, lifetime: TimeInterval, policy: CachePolicy, nested: String? = nil
    ) async throws(RepositoryError) -> Fetched<Item> {
        guard let documents else { return try await rationed(url, as: type, lifetime: lifetime, policy: policy) }
        let answer = try await rationed(url, as: Documented<Item>.self, lifetime: lifetime, policy: policy)
        documents.record([answer.value])
        Self.record(nested, of: [answer.value], in: documents)
        return Fetched(value: answer.value.item, freshness: answer.freshness, isFresh: answer.isFresh)
    }

    /// Keeps the documents `received` hold under the member `nested` (none when nil) in `documents`.
    private static func record<Item>(_ nested: String?, of received: [Documented<Item>], in documents: DocumentRecord) {
        guard let nested else { return }
        documents.record(
            documents: received.compactMap { item in
                guard case .object(let members) = item.document else { return nil }
                return members[nested]
            })
    }

    private func savedOrWait<Value: Decodable & Sendable>(
        _ url: URL, as type: Value.Type, lifetime: TimeInterval, wait: TimeInterval
    ) async throws(RepositoryError) -> Fetched<Value> {
        do {
            return try await client.get(url, as: type, lifetime: lifetime, policy: .cacheOnly)
        } catch {
            // With a key, the wait names the key's own limit; without, the repositories name the keyless 15.
            let refusal = RepositoryError.rateLimited(retryAfter: wait.rounded(.up))
            throw asksItsLimit ? refusal.from(service) : refusal
        }
    }

    /// Whether the base URL names version 2.2.0, whose paths are spelled differently.
    public var isVersion220: Bool { baseURL.lastPathComponent == "2.2.0" }

    /// The address of one slice of launches.
    public func launchesURL(_ query: LaunchLibraryLaunchQuery, page: OffsetPageRequest) -> URL? {
        query.parameters(page).url(base: baseURL, path: isVersion220 ? "launch/" : "launches/")
    }

    /// One slice of launches, newest first unless the query says otherwise; one request at most.
    public func launches(
        _ query: LaunchLibraryLaunchQuery, page: OffsetPageRequest, policy: CachePolicy = .returnFreshElseLoad
    ) async throws(RepositoryError) -> Fetched<Page<Launch>> {
        guard let url = launchesURL(query, page: page) else { throw .badRequest(message: "invalid address") }
        let lifetime = lifetimes.lifetime(of: query.kind(now: now()))
        let answer = try await rationedPage(
            url, of: LaunchLibraryLaunch.self, lifetime: lifetime, policy: policy, nested: Self.padMember)
        let launches = answer.value.results.map(LaunchLibraryLaunchMapper.launch)
        launchesSeen.withLock { seen in
            for launch in launches {
                seen[launch.id] = Fetched(value: launch, freshness: answer.freshness, isFresh: answer.isFresh)
            }
        }
        remember(sitesOf: answer.value.results, freshness: answer.freshness, isFresh: answer.isFresh)
        if case .live = answer.freshness { await savedAnswers?.add(url) }
        let mapped = OffsetPage(
            count: answer.value.count, next: answer.value.next, previous: answer.value.previous, results: launches)
        return Fetched(value: mapped.page(for: page), freshness: answer.freshness, isFresh: answer.isFresh)
    }

    /// One launch: from a list answer already received (no request), else from `launches/{id}/`.
    public func launch(id: String, policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError)
        -> Fetched<Launch>
    {
        if policy != .reload, let seen = launchesSeen.withLock({ $0[id] }) { return seen }
        guard let url = QueryParameters().url(base: baseURL, path: (isVersion220 ? "launch/" : "launches/") + id + "/")
        else { throw .notFound(id: id) }
        let answer = try await rationedItem(
            url, as: LaunchLibraryLaunch.self, lifetime: lifetimes.lifetime(of: .upcomingLaunches), policy: policy,
            nested: Self.padMember)
        let launch = LaunchLibraryLaunchMapper.launch(answer.value)
        let fetched = Fetched(value: launch, freshness: answer.freshness, isFresh: answer.isFresh)
        launchesSeen.withLock { $0[id] = fetched }
        remember(sitesOf: [answer.value], freshness: answer.freshness, isFresh: answer.isFresh)
        if case .live = answer.freshness { await savedAnswers?.add(url) }
        return fetched
    }

    /// Every launch in the launches answers saved from this base address (lists, searches, single launches),
    /// whatever their age, each once (from the answer saved last), with when its answer was saved; no request.
    /// With a document record, their documents are kept as received too.
    func savedLaunches() async -> [CachedValue<Launch>] {
        var found: [CachedValue<Launch>] = []
        var ids = Set<String>()
        for answer in await savedLaunchAnswers() {
            for launch in answer.launches.map(LaunchLibraryLaunchMapper.launch) where ids.insert(launch.id).inserted {
                found.append(CachedValue(value: launch, storedAt: answer.storedAt))
            }
        }
        return found
    }

    /// The launches of every answer saved from this base address, the answer saved last first, as Launch Library
    /// sent them (kept in the document record too), each with when its answer was saved; no request.
    func savedLaunchAnswers() async -> [(launches: [LaunchLibraryLaunch], storedAt: Date)] {
        var answers: [(launches: [LaunchLibraryLaunch], storedAt: Date)] = []
        for url in await savedAnswers?.addresses() ?? [] where url.absoluteString.hasPrefix(baseURL.absoluteString) {
            guard let saved = await savedDocuments(url) else { continue }
            documents?.record(saved.launches)
            if let documents { Self.record(Self.padMember, of: saved.launches, in: documents) }
            answers.append((saved.launches.map(\.item), saved.storedAt))
        }
        return answers
    }

    /// The launches of the saved answer for `url` (a list or one launch), as documents, with when it was saved.
    private func savedDocuments(_ url: URL) async -> (launches: [Documented<LaunchLibraryLaunch>], storedAt: Date)? {
        if let page = await client.saved(url, as: OffsetPage<Documented<LaunchLibraryLaunch>>.self) {
            return (page.value.results, page.storedAt)
        }
        return await client.saved(url, as: Documented<LaunchLibraryLaunch>.self).map { ([$0.value], $0.storedAt) }
    }

    /// Keeps the pads of `launches` as launch sites, each as fresh as the answer it came in, with the vehicles of
    /// every launch seen there so far.
    func remember(sitesOf launches: [LaunchLibraryLaunch], freshness: Freshness, isFresh: Bool) {
        let sites = LaunchLibrarySiteMapper.sites(of: launches)
        sitesSeen.withLock { seen in
            for var site in sites {
                site.rockets = LaunchLibrarySiteMapper.rockets(seen[site.id]?.value.rockets ?? [], site.rockets)
                seen[site.id] = Fetched(value: site, freshness: freshness, isFresh: isFresh)
            }
        }
    }

    /// A launch site already received in a launches answer (no request), or nil.
    func siteSeen(id: String) -> Fetched<Launchpad>? {
        sitesSeen.withLock { $0[id] }
    }

    /// The SpaceX vehicles by name (one request for all of them, at most 100).
    public func rockets(policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError) -> Fetched<[Rocket]> {
        let parameters = QueryParameters([("manufacturer__name", "SpaceX"), ("limit", "100")])
        guard
            let url = parameters.url(
                base: baseURL, path: isVersion220 ? "config/launcher/" : "launcher_configurations/")
        else { throw .badRequest(message: "invalid address") }
        let answer = try await rationedPage(
            url, of: LaunchLibraryConfiguration.self, lifetime: lifetimes.lifetime(of: .vehicles), policy: policy)
        let rockets = LaunchLibraryRocketMapper.rockets(answer.value.results)
        rocketsSeen.withLock { seen in
            for rocket in rockets {
                seen[rocket.id] = Fetched(value: rocket, freshness: answer.freshness, isFresh: answer.isFresh)
            }
        }
        return Fetched(value: rockets, freshness: answer.freshness, isFresh: answer.isFresh)
    }

    /// One vehicle: from the vehicles answer already received (no request), else from its own address.
    public func rocket(id: String, policy: CachePolicy = .returnFreshElseLoad) async throws(RepositoryError)
        -> Fetched<Rocket>
    {
        if policy != .reload, let seen = rocketsSeen.withLock({ $0[id] }) { return seen }
        let path = (isVersion220 ? "config/launcher/" : "launcher_configurations/") + id + "/"
        guard Int(id) != nil, let url = QueryParameters().url(base: baseURL, path: path) else {
            throw .notFound(id: id)
        }
        let answer = try await rationedItem(
            url, as: LaunchLibraryConfiguration.self, lifetime: lifetimes.lifetime(of: .vehicles), policy: policy)
        let fetched = Fetched(
            value: LaunchLibraryRocketMapper.rocket(answer.value), freshness: answer.freshness, isFresh: answer.isFresh)
        rocketsSeen.withLock { $0[id] = fetched }
        return fetched
    }
}
