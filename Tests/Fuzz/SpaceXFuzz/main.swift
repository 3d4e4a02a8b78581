// The entry point of `spacex-fuzz` (built only by `scripts/fuzz`, with `-sanitize=fuzzer,address`; never linked
// into `spacex`). One binary holds every target; `SPACEX_FUZZ_TARGET` names the one a run feeds.
//
// libFuzzer brings its own `main`, and SwiftPM makes this file the program's `main` too; the link keeps one of
// them (`--allow-multiple-definition`), and either way each input reaches `LLVMFuzzerTestOneInput` below.

import Foundation

/// libFuzzer's driver: parses its flags from the command line and calls `callback` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Called by libFuzzer with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.selected.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(llvmFuzzerRunDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) })
