import Foundation
import RepositoryDefinitions
import TerminalImages

/// Loads one picture by address: from its own cache store when the file is there, else from the network (never
/// with `offline`), refusing files over the size limit, and keeping a file only once it decoded.
///
/// Pictures at an address do not change, so a cached file is used whatever its age. The store is normally a
/// `DiskCacheStore` in a `pictures` folder beside the JSON cache, with its own byte cap (same atomic writes and
/// LRU eviction as the JSON cache).
public struct PictureLoader: Sendable {
    /// Decodes a file's bytes into pixels within the limits, or throws.
    public typealias Decode = @Sendable ([UInt8], ImageLimits) throws -> RGBAImage

    private let transport: any HTTPTransport
    private let cache: any CacheStore
    private let decode: Decode
    private let limits: ImageLimits
    private let offline: Bool
    private let timeout: TimeInterval
    private let deadline: TimeInterval
    private let now: @Sendable () -> Date

    /// How long a stored file is declared fresh; informational, since a cached picture is always used.
    public static let storedMaxAge: TimeInterval = 30 * 24 * 3600

    /// Creates a loader; with `offline` it reads the cache only. `timeout` is the idle timeout between packets,
    /// `deadline` the longest a whole download may take (a picture trickling in gives up then).
    public init(
        transport: any HTTPTransport, cache: any CacheStore, decode: @escaping Decode,
        limits: ImageLimits = .standard, offline: Bool = false, timeout: TimeInterval = 20,
        deadline: TimeInterval = 30, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.deadline = deadline
        self.transport = transport
        self.cache = cache
        self.decode = decode
        self.limits = limits
        self.offline = offline
        self.timeout = timeout
        self.now = now
    }

    /// The cache key of a picture address.
    public static func cacheKey(for url: URL) -> CacheKey {
        CacheKey(rawValue: "picture-" + url.absoluteString)
    }

    /// The decoded picture at `url`, or why there is none; larger than `maxWidth` × `maxHeight` pixels, it is
    /// shrunk to fit while it is decoded (its ``RGBAImage/originalWidth`` and height keep its size), so the
    /// full-size picture is never held.
    public func load(_ url: URL, fittingWidth maxWidth: Int = .max, height maxHeight: Int = .max) async -> Result<
        RGBAImage, PictureFailure
    > {
        let limits = limits.fitting(width: maxWidth, height: maxHeight)
        let key = Self.cacheKey(for: url)
        if let cached = await cache.entry(for: key) {
            if let image = try? decode([UInt8](cached.body), limits) {
                return .success(image)
            }
            // A file that no longer decodes (or now breaks the limits) is dropped and fetched again.
            await cache.removeEntry(for: key)
        }
        if offline { return .failure(.notCached) }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(.unsupportedAddress)
        }
        let response: HTTPResponse
        do {
            response = try await transport.send(
                HTTPRequest(
                    method: "GET", url: url, headers: ["Accept": "image/png, image/jpeg"], timeout: timeout,
                    deadline: deadline, maxBodyBytes: limits.maxEncodedBytes, redirects: .anyOrigin))
        } catch {
            return .failure(.transport(Self.describe(error)))
        }
        guard response.status == 200 else { return .failure(.status(response.status)) }
        guard response.body.count <= limits.maxEncodedBytes else {
            return .failure(.tooLarge(bytes: response.body.count, limit: limits.maxEncodedBytes))
        }
        let image: RGBAImage
        do {
            image = try decode([UInt8](response.body), limits)
        } catch {
            return .failure(.undecodable(Self.describe(error)))
        }
        // A picture that cannot be kept is still shown; the next run simply downloads it again.
        try? await cache.store(
            CacheEntry(body: response.body, storedAt: now(), maxAge: Self.storedMaxAge), for: key)
        return .success(image)
    }

    private static func describe(_ error: TransportError) -> String {
        switch error {
        case .timedOut: return "the download timed out"
        case .cannotConnect: return "could not connect"
        case .connectionLost: return "the connection dropped"
        case .truncated: return "the download was cut short"
        case .cancelled: return "the download was cancelled"
        case .other(let description): return description
        // The download stopped at the limit, checked while it arrived: the file's real size is unknown.
        case .tooLarge(let limit): return "the file is over the \(limit / 1_000_000) MB limit"
        case .badAnswer(let phrase): return "the server sent \(phrase)"
        }
    }

    private static func describe(_ error: any Error) -> String {
        "the file could not be read: \(String(describing: error))"
    }
}
