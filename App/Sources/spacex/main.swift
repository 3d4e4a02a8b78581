import Foundation
import SpaceXCLI

if CommandLine.arguments.dropFirst().first == "--version" {
    print("spacex \(AppVersion.current)")
    exit(0)
}
FileHandle.standardError.write(Data("spacex: not implemented yet; try --version\n".utf8))
exit(2)
