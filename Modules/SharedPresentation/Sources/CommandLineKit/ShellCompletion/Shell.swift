/// The shells completion scripts are made for.
public enum Shell: String, CaseIterable, Sendable {
    /// GNU bash 3.2 or newer (`complete -F`; bash-completion loads it from its completions folder).
    case bash
    /// zsh with its completion system (`compinit`).
    case zsh
    /// fish.
    case fish

    /// How to install the script for this shell, as a line of shell for `program`.
    public func installation(for program: String) -> String {
        switch self {
        case .bash: "\(program) completion bash > ~/.local/share/bash-completion/completions/\(program)"
        case .zsh: "\(program) completion zsh > \"${fpath[1]}/_\(program)\"  # then restart zsh"
        case .fish: "\(program) completion fish > ~/.config/fish/completions/\(program).fish"
        }
    }
}
