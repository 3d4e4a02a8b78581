import EndToEndSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TLS server on a free loopback port whose certificate, made for the occasion, no system trusts: `openssl
/// s_server` (Debian package `openssl`; `scripts/install-test-tools` installs it when missing). A client that
/// verifies certificates, as `spacex` must, refuses it during the handshake. ``stop()`` kills it.
final class UntrustedTLSServer {
    /// The port `openssl s_server` listens on.
    let port: Int
    private let process: Process
    /// Held open so the server never reads the end of its input (which would end a connection early).
    private let input = Pipe()
    private let folder: URL

    /// `https://127.0.0.1:<port>`.
    var baseURL: URL { URL(string: "https://127.0.0.1:\(port)")! }

    /// Makes a key and a self-signed certificate for 127.0.0.1 and starts the server; returns once it listens.
    init() throws {
        let openssl = URL(fileURLWithPath: "/usr/bin/openssl")
        guard FileManager.default.isExecutableFile(atPath: openssl.path) else {
            throw EndToEndSupportError(
                "openssl is not installed (Debian package openssl): run scripts/install-test-tools "
                    + "or apt-get install -y openssl")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = folder.appendingPathComponent("key.pem").path
        let certificate = folder.appendingPathComponent("certificate.pem").path
        let made = try ChildProcess.run(
            openssl,
            arguments: [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key,
                "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            ], environment: ["PATH": "/usr/bin:/bin"], timeout: 30)
        guard made.status == 0, !made.timedOut else {
            throw EndToEndSupportError("openssl req failed (status \(made.status)): \(made.stderr)")
        }
        process = Process()
        process.executableURL = openssl
        process.arguments = ["s_server", "-accept", "127.0.0.1:0", "-cert", certificate, "-key", key]
        process.environment = ["PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let port = Self.acceptedPort(from: output.fileHandleForReading) else {
            Self.end(process, folder)
            throw EndToEndSupportError("openssl s_server did not say which port it listens on within 10 s")
        }
        self.port = port
    }

    /// Kills the server and removes its files.
    func stop() { Self.end(process, folder) }

    private static func end(_ process: Process, _ folder: URL) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The port of the `ACCEPT 127.0.0.1:<port>` line the server prints once it listens (waiting at most 10 s);
    /// the rest of its output is read and dropped, so it never blocks on a full pipe.
    private static func acceptedPort(from output: FileHandle) -> Int? {
        let found = FoundPort()
        Thread {
            var text = ""
            while case let data = output.availableData, !data.isEmpty {
                guard found.port == nil else { continue }
                text += String(decoding: data, as: UTF8.self)
                if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("ACCEPT ") }),
                    let port = line.split(separator: ":").last.flatMap({ Int($0) })
                {
                    found.set(port)
                }
            }
            found.set(nil)
        }.start()
        return found.wait(seconds: 10)
    }
}

/// The port once found, handed from the reading thread to the waiting one.
private final class FoundPort: @unchecked Sendable {
    // @unchecked Sendable is safe: `value` and `settled` are only touched under `lock`.
    private let lock = NSLock()
    private let ready = DispatchSemaphore(value: 0)
    private var value: Int?
    private var settled = false

    var port: Int? { lock.withLock { value } }

    /// Settles on `port` (nil: the output ended without one); later calls change nothing.
    func set(_ port: Int?) {
        let first = lock.withLock {
            guard !settled else { return false }
            settled = true
            value = port
            return true
        }
        if first { ready.signal() }
    }

    /// The port, once settled, within `seconds`.
    func wait(seconds: Double) -> Int? {
        ready.wait(timeout: .now() + seconds) == .success ? port : nil
    }
}
