import Foundation
import RepositoryDefinitions
import XCTest

/// Runs `body` and returns the ``RepositoryError`` it throws, failing the test when it succeeds or throws another.
func repositoryError<Value>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> Value
) async -> RepositoryError? {
    do {
        _ = try await body()
        XCTFail("expected a RepositoryError, got a value", file: file, line: line)
        return nil
    } catch let error as RepositoryError {
        return error
    } catch {
        XCTFail("expected a RepositoryError, got \(error)", file: file, line: line)
        return nil
    }
}

/// A fresh empty directory under the system temp folder, removed by the test's teardown.
func makeTemporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("RepositoryImplementationsTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
    return url
}
