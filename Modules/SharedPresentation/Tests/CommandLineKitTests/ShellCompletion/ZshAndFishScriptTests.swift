import CommandLineKit
import XCTest

/// The zsh and fish scripts: every command, option, value and help line of the description is in them, quoted.
final class ZshAndFishScriptTests: XCTestCase {
    private let zsh = SampleSpec.spec.script(for: .zsh)
    private let fish = SampleSpec.spec.script(for: .fish)

    private func lines(_ script: String) -> [String] {
        script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testZshIsACompdefFunctionThatAlsoWorksSourced() {
        XCTAssertTrue(zsh.hasPrefix("#compdef tool\n"))
        XCTAssertTrue(
            zsh.contains("if [[ $funcstack[1] == _tool ]]; then\n    _tool \"$@\"\nelse\n    compdef _tool tool\nfi"))
    }

    func testZshOffersCommandsAndOptionsWithTheirHelp() {
        let lines = lines(zsh)
        XCTAssertTrue(
            lines.contains(
                "matches=('launches:list launches' 'launch:show one launch' 'rocket:show one rocket'\\''s specifications' 'completion:print a completion script')"
            ), zsh)
        XCTAssertTrue(
            lines.contains(
                "(launches) matches=('--page:page number\\: 1, 2, …' '--oldest-first:oldest first' '--tz:time zone\\: local, utc or an IANA zone' '--cache-dir:where answers are saved' '--offline:never use the network' '-h:show help' '--help:show help') ;;"
            ), zsh)
    }

    func testZshOffersValuesAfterTheirOption() {
        let lines = lines(zsh)
        XCTAssertTrue(lines.contains("(--tz)"))
        XCTAssertTrue(
            lines.contains(
                "matches=('local' 'utc' 'Europe/Paris' 'America/New_York'); compadd -M 'm:{a-zA-Z}={A-Za-z}' -a matches;"
            ))
        XCTAssertTrue(lines.contains("(--cache-dir)"))
        XCTAssertTrue(lines.contains("_files -/;"))
        XCTAssertTrue(lines.contains("(--tz|--cache-dir|--page) (( i++ )) ;;"), "values are not taken for commands")
        XCTAssertTrue(
            lines.contains(
                "(rocket) (( arguments == 0 )) && { matches=('Falcon 1' 'Falcon 9' 'Falcon Heavy' 'Starship' 'O'\\''Neill $HOME'); compadd -M 'm:{a-zA-Z}={A-Za-z}' -a matches; } ;;"
            ), zsh)
    }

    func testFishCompletesCommandsOnlyBeforeOne() {
        let lines = lines(fish)
        XCTAssertEqual(lines.first { $0.hasPrefix("complete") }, "complete -c tool -f")
        XCTAssertTrue(
            lines.contains("complete -c tool -n '__tool_in -' -a 'rocket' -d 'show one rocket\\'s specifications'"))
        XCTAssertTrue(lines.contains("else if contains -- $token --tz --cache-dir --page"))
    }

    func testFishOptionsAndValues() {
        let lines = lines(fish)
        XCTAssertTrue(
            lines.contains(
                "complete -c tool -l tz -x -a '(__tool_values_1)' -d 'time zone: local, utc or an IANA zone'"))
        XCTAssertTrue(
            lines.contains(
                "complete -c tool -l cache-dir -x -a '(__fish_complete_directories (commandline -ct))' -d 'where answers are saved'"
            ))
        XCTAssertTrue(lines.contains("complete -c tool -s h -l help -d 'show help'"))
        XCTAssertTrue(lines.contains("complete -c tool -n '__tool_in launches' -l page -x -d 'page number: 1, 2, …'"))
        XCTAssertTrue(lines.contains("complete -c tool -n '__tool_in launches' -l oldest-first -d 'oldest first'"))
        XCTAssertTrue(lines.contains("complete -c tool -n '__tool_at rocket' -a '(__tool_values_2)'"))
        XCTAssertTrue(
            lines.contains("printf '%s\\n' 'Falcon 1' 'Falcon 9' 'Falcon Heavy' 'Starship' 'O\\'Neill $HOME'"), fish)
        XCTAssertFalse(lines.contains { $0.contains("-n '__tool_at launch'") }, "free text has nothing to offer")
    }

    func testEveryShellSaysHowToInstall() {
        for shell in Shell.allCases {
            XCTAssertTrue(
                SampleSpec.spec.script(for: shell).contains("# Install: \(shell.installation(for: "tool"))"),
                shell.rawValue)
        }
        XCTAssertEqual(Shell(rawValue: "zsh"), .zsh)
    }
}
