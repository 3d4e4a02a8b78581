/// The shape of a document's id in the API: a MongoDB ObjectId, 24 hexadecimal digits.
///
/// One rule for every place that must tell an id from a name (`spacex launch crew-1` vs an id), so the command
/// line and each feature's lookup agree.
public enum DocumentID {
    /// Whether `text` is exactly 24 ASCII hexadecimal digits (either case; no surrounding spaces).
    public static func isValid(_ text: String) -> Bool {
        text.utf8.count == 24 && text.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit)
    }
}
