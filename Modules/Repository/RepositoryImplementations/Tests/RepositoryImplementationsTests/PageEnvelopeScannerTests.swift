import Foundation
import RepositoryDefinitions
import Testing

@testable import RepositoryImplementations

/// The scan that refuses a hostile page before it is decoded, and the envelope's own range checks.
struct PageEnvelopeScannerTests {
    private func scan(_ json: String, limit: Int = 3) -> PageEnvelopeScanner.Finding {
        PageEnvelopeScanner.scan(Data(json.utf8), limit: limit)
    }

    @Test func countsDocumentsOfEveryKindAndStopsPastTheLimit() {
        #expect(scan(#"{"docs":[]}"#) == .fine)
        #expect(scan(#"{"docs":[{"a":[1,2,3,4]},"x",1]}"#) == .fine)
        #expect(scan(#"{"docs":[{},{},{},{}]}"#) == .tooManyDocuments(limit: 3))
        #expect(scan(#"{"docs":["a,b","c","d","e"]}"#) == .tooManyDocuments(limit: 3))
        #expect(scan(#"{"docs":[1,2,3,4]}"#) == .tooManyDocuments(limit: 3))
        #expect(scan(#"{"docs":[[1],[2]]}"#, limit: 1) == .tooManyDocuments(limit: 1))
        #expect(scan(#"{"other":[1,2,3,4],"docs":[1]}"#) == .fine)
    }

    @Test func findsATopLevelKeyGivenTwice() {
        #expect(scan(#"{"docs":[{}],"limit":3,"docs":[]}"#) == .duplicateKey("docs"))
        #expect(scan(#"{"docs":[{"a":1,"a":2}]}"#) == .fine)
        #expect(scan(#"{"d\"x":1,"d\"x":2}"#) == .duplicateKey(#"d\"x"#))
    }

    /// Found by `scripts/fuzz page-envelope`: a key written with escapes is the same key to the decoder, so it hid
    /// the documents (and a second `docs`) from the scan, and a page of any size was decoded.
    @Test func aKeyWrittenWithEscapesIsTheKeyItSpells() {
        #expect(scan(#"{"d\u006fcs":[1,2,3,4,5]}"#) == .tooManyDocuments(limit: 3))
        #expect(scan(#"{"docs":[1],"d\u006fcs":[1,2,3,4,5]}"#) == .duplicateKey(#"d\u006fcs"#))
        #expect(scan(#"{"\u0064ocs":[1,2]}"#) == .fine)
        #expect(scan(#"{"d\u00zzcs":[1,2,3,4,5]}"#) == .fine)
        let tail = #","totalDocs":5,"limit":0,"totalPages":1,"page":1,"hasNextPage":false}"#
        #expect(
            throws: RepositoryError.invalidResponse(
                .wrongShape(codingPath: "docs", detail: "more than the 3 asked for"))
        ) {
            try ResponseBodyDecoder.decodePage(
                of: Int.self, from: Data(("{\"d\\u006fcs\":[1,2,3,4,5]" + tail).utf8), limit: 3)
        }
    }

    @Test func theDecoderRefusesWhatTheScanFinds() {
        let tail = #","totalDocs":5,"limit":3,"totalPages":2,"page":1,"hasNextPage":true}"#
        #expect(
            throws: RepositoryError.invalidResponse(
                .wrongShape(codingPath: "docs", detail: "more than the 3 asked for"))
        ) {
            try ResponseBodyDecoder.decodePage(of: Int.self, from: Data(("{\"docs\":[1,2,3,4]" + tail).utf8), limit: 3)
        }
        #expect(throws: RepositoryError.invalidResponse(.wrongShape(codingPath: "docs", detail: "given twice"))) {
            try ResponseBodyDecoder.decodePage(
                of: Int.self, from: Data(("{\"docs\":[1],\"docs\":[]" + tail).utf8), limit: 3)
        }
        #expect(throws: RepositoryError.invalidResponse(.nestedTooDeeply)) {
            try ResponseBodyDecoder.decodePage(
                of: Int.self, from: Data((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
            )
        }
        let page = try? ResponseBodyDecoder.decodePage(
            of: Int.self, from: Data(("{\"docs\":[1,2]" + tail).utf8), limit: 3)
        #expect(page?.items == [1, 2])
    }

    @Test(arguments: [
        (#""totalDocs":-5,"limit":3,"totalPages":1,"page":1"#, "totalDocs"),
        (#""totalDocs":5,"limit":3,"totalPages":-1,"page":1"#, "totalPages"),
        (#""totalDocs":5,"limit":-3,"totalPages":1,"page":1"#, "limit"),
        (#""totalDocs":5,"limit":3,"totalPages":1,"page":0"#, "page"),
        (#""totalDocs":5,"limit":1,"totalPages":1,"page":1"#, "docs"),
    ])
    func negativeCountsAndOverfullPagesAreRefused(_ fields: String, _ path: String) {
        let body = Data(("{\"docs\":[1,2]," + fields + ",\"hasNextPage\":false}").utf8)
        do {
            _ = try ResponseBodyDecoder.decodePage(of: Int.self, from: body)
            Issue.record("decoded \(fields)")
        } catch {
            guard case .invalidResponse(.wrongShape(let codingPath, _)) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(codingPath == path)
        }
    }

    @Test func settingsAreParsedAndKeptInRange() {
        #expect(APIClientConfiguration.maxResponseBytes(nil) == 32 * 1024 * 1024)
        #expect(APIClientConfiguration.maxResponseBytes("1") == 1024 * 1024)
        #expect(APIClientConfiguration.maxResponseBytes("nan") == 32 * 1024 * 1024)
        #expect(APIClientConfiguration.maxResponseBytes("99999") == 1024 * 1024 * 1024)
        #expect(APIClientConfiguration.requestDeadline(nil, timeout: 10) == 30)
        #expect(APIClientConfiguration.requestDeadline(nil, timeout: 40) == 80)
        #expect(APIClientConfiguration.requestDeadline("2.5", timeout: 10) == 2.5)
        #expect(APIClientConfiguration.requestDeadline("0", timeout: 10) == 1)
        #expect(APIClientConfiguration.requestDeadline("1e9", timeout: 10) == 600)
        #expect(InvalidResponseReason.tooLarge(limit: 32 * 1024 * 1024).description.contains("32 MB"))
        #expect(RepositoryError.invalidResponse(.badHTTP("x")).userMessage == "The SpaceX API sent x.")
    }
}
