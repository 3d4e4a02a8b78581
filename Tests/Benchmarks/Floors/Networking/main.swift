// A reference floor: the Foundation floor that also links FoundationNetworking (libcurl and its dependencies), as
// every program that can reach an HTTP API with URLSession on Linux does. Not a budget, only an explanation.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let session = URLSession.self
FileHandle.standardOutput.write(Data("floor: a Swift program that links Foundation and \(session)\n".utf8))
