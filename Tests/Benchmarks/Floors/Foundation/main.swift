// The floor for a Swift process that links Foundation: start, print one line through Foundation, exit.
// scripts/bench builds it with `swiftc -O`, the same dynamic linking as the release `spacex`.
import Foundation

FileHandle.standardOutput.write(Data("floor: a Swift program that links Foundation\n".utf8))
