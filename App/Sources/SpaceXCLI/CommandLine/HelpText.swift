import SharedPresentation

/// Until script mode asks ``CommandLineProgram/spacex`` directly: `spacex`'s help and usage texts.
public enum HelpText {
    /// The one-line usage of a command (or of `spacex`), printed under usage errors.
    public static func usage(for command: CommandName?) -> String { CommandLineProgram.spacex.usage(for: command) }
    /// The full help of a command, or of `spacex` when `topic` is nil.
    public static func help(for topic: CommandName?) -> String { CommandLineProgram.spacex.help(for: topic) }
}
