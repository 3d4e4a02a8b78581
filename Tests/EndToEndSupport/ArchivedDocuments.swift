import Foundation
import SpaceXArchive

/// The built-in archive's documents exactly as the API sent them, for tests that compare the program's output
/// with the data (`--json` keeps every key's spelling).
public enum ArchivedDocuments {
    /// Every recorded launch document (v4: crew as plain ids, rocket and launchpad as ids).
    public static func launches() throws -> [[String: Any]] {
        try documents(.launches)
    }

    /// Every recorded rocket document.
    public static func rockets() throws -> [[String: Any]] {
        try documents(.rockets)
    }

    /// The key paths of a parsed JSON value: `engines.thrust_sea_level.kN`, array elements as `[]`, leaving out
    /// what is under any of `excluded` (top-level keys).
    public static func keyPaths(of value: Any, excluding excluded: Set<String> = []) -> Set<String> {
        var paths = Set<String>()
        func visit(_ value: Any, _ prefix: String) {
            if let object = value as? [String: Any] {
                for (key, member) in object where !(prefix.isEmpty && excluded.contains(key)) {
                    let path = prefix.isEmpty ? key : prefix + "." + key
                    paths.insert(path)
                    visit(member, path)
                }
            } else if let array = value as? [Any] {
                for element in array { visit(element, prefix + "[]") }
            }
        }
        visit(value, "")
        return paths
    }

    private static func documents(_ file: SpaceXArchive.File) throws -> [[String: Any]] {
        guard let documents = try JSONSerialization.jsonObject(with: file.data) as? [[String: Any]] else {
            throw EndToEndSupportError("\(file.rawValue) is not an array of documents")
        }
        return documents
    }
}
