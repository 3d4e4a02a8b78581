import Foundation

/// The 64-bit FNV-1a hash: fast, stable across runs and platforms, used for cache keys and file checksums.
///
/// Not cryptographic; callers that need collision safety combine two seeds or compare the full text.
struct FNV1a64 {
    /// The standard FNV-1a 64 offset basis.
    static let standardBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    private(set) var value: UInt64

    /// Starts a hash from `basis`.
    init(basis: UInt64 = FNV1a64.standardBasis) {
        value = basis
    }

    /// Mixes `bytes` into the hash.
    mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* Self.prime
        }
        value = hash
    }

    /// Mixes the bytes of `data` into the hash, reading them in place.
    mutating func combine(_ data: Data) {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in combine(buffer) }
    }

    /// The hash of `data` from the standard basis.
    static func hash(_ data: Data, basis: UInt64 = standardBasis) -> UInt64 {
        var hasher = FNV1a64(basis: basis)
        hasher.combine(data)
        return hasher.value
    }

    /// `value` as 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
