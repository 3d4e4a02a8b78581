/// A side of a view, for padding.
public enum Edge: Sendable, Hashable, CaseIterable {
    /// Above the content.
    case top
    /// Before the content.
    case leading
    /// Below the content.
    case bottom
    /// After the content.
    case trailing

    /// A set of sides, such as `.horizontal` or `.all`.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int

        /// Creates a set from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The top side.
        public static let top = Set(rawValue: 1)
        /// The leading side.
        public static let leading = Set(rawValue: 2)
        /// The bottom side.
        static let bottom = Set(rawValue: 4)
        /// The trailing side.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every side.
        public static let all: Set = [.horizontal, .vertical]
    }
}
