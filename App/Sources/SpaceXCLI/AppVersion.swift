import SharedPresentation

/// The version `spacex --version` prints and the API client sends in its User-Agent.
public enum AppVersion {
    /// The semantic version of this build.
    public static let current = CommandLineProgram.spacex.version
}
