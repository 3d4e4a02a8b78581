import Foundation

/// The release `spacex` binary run as a user would in a pipe, against the fake API, with its own cache folder.
struct SpaceXCommand {
    /// The executable.
    let executable: String
    /// The API address (`SPACEX_API_URL`).
    let baseURL: URL
    /// The cache folder (`SPACEX_CACHE_DIR`); it is part of what is measured, so each scenario gets its own.
    let cacheDirectory: URL

    /// The process for `arguments`.
    func process(_ arguments: [String], capturesOutput: Bool = false) -> ChildProcess {
        ChildProcess(
            executable: executable, arguments: arguments,
            environment: ChildEnvironment.make([
                "SPACEX_API_URL": baseURL.absoluteString, "SPACEX_CACHE_DIR": cacheDirectory.path,
            ]),
            capturesOutput: capturesOutput)
    }

    /// Deletes and recreates the cache folder: the next run starts cold.
    func emptyCache() throws {
        try? FileManager.default.removeItem(at: cacheDirectory)
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
    }
}
