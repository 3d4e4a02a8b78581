import DocumentQuery
import Testing

/// Strings sort by their UTF-8 bytes, as MongoDB sorts them; strings Swift counts as equal compare as equal.
struct UTF8OrderingTests {
    @Test func bytesDecideTheOrder() {
        #expect(UTF8Ordering.compare("2006-03-24T22:30:00.000Z", "2022-12-01T00:00:00.000Z") == -1)
        #expect(UTF8Ordering.compare("b", "a") == 1)
        #expect(UTF8Ordering.compare("same", "same") == 0)
        #expect(UTF8Ordering.compare("", "") == 0)
        #expect(UTF8Ordering.compare("Falcon", "Falcon 9") == -1, "a prefix first")
        #expect(UTF8Ordering.compare("Falcon 9", "Falcon") == 1)
        #expect(UTF8Ordering.compare("Z", "a") == -1, "upper case bytes are smaller")
        #expect(UTF8Ordering.compare("é", "z") == 1, "non-ASCII bytes are larger than ASCII ones")
        #expect(UTF8Ordering.compare("€", "é") == 1, "E2 82 AC after C3 A9")
        #expect(
            UTF8Ordering.compare("a very long string that is not small", "a very long string that is not smalL") == 1)
    }

    @Test func canonicallyEquivalentStringsAreEqual() {
        let precomposed = "caf\u{E9}"
        let combining = "cafe\u{301}"
        #expect(precomposed == combining)
        #expect(UTF8Ordering.compare(precomposed, combining) == 0)
        #expect(UTF8Ordering.compare("cafe", combining) == -1, "a prefix before a combining mark")
        #expect(UTF8Ordering.compare(combining, "cafe") == 1)
        #expect(UTF8Ordering.compare("cafe\u{301}s", "caf\u{E9}t") == -1)
    }
}
