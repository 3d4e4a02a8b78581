/// What a paged command asked its repository factory for: the page size and the first page. A script command
/// makes one repository per run; tests record these with a ``FactoryRecorder`` and compare them.
public struct PagedFactoryCall: Equatable, Sendable {
    /// The page size asked for.
    public let pageSize: Int
    /// The first page asked for, from 1.
    public let firstPage: Int

    /// A call asking for pages of `pageSize` from `firstPage`.
    public init(pageSize: Int, firstPage: Int) {
        self.pageSize = pageSize
        self.firstPage = firstPage
    }
}
