/// A deliberate paging mistake a fault can ask the query engine to make.
public enum QueryDistortion: Equatable, Sendable {
    /// Answer as if the requested page were one past the last: no docs, `page` = `totalPages` + 1.
    case pageOutOfRange
    /// Start every page after the first one document early, so it repeats the last doc of the page before.
    case duplicateAcrossPages
}
