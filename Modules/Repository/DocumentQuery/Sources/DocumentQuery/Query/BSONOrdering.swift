/// Orders JSON values the way MongoDB orders BSON types: null < numbers < strings < objects < arrays < booleans.
enum BSONOrdering {
    /// The BSON type rank of a value; a missing value ranks with null.
    static func rank(_ value: OrderedJSON?) -> Int {
        switch value {
        case nil, .null?: 1
        case .int?, .double?: 2
        case .string?: 3
        case .object?: 4
        case .array?: 5
        case .bool?: 8
        }
    }

    /// -1, 0 or 1 as `lhs` sorts before, with or after `rhs`.
    static func compare(_ lhs: OrderedJSON?, _ rhs: OrderedJSON?) -> Int {
        let leftRank = rank(lhs)
        let rightRank = rank(rhs)
        if leftRank != rightRank { return leftRank < rightRank ? -1 : 1 }
        switch (lhs, rhs) {
        case (.string(let left)?, .string(let right)?):
            return UTF8Ordering.compare(left, right)
        case (.bool(let left)?, .bool(let right)?):
            return left == right ? 0 : (!left ? -1 : 1)
        case (.array(let left)?, .array(let right)?):
            for (leftElement, rightElement) in zip(left, right) {
                let order = compare(leftElement, rightElement)
                if order != 0 { return order }
            }
            return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
        case (.object(let left)?, .object(let right)?):
            for (leftMember, rightMember) in zip(left, right) {
                let typeOrder = rank(leftMember.value) - rank(rightMember.value)
                if typeOrder != 0 { return typeOrder < 0 ? -1 : 1 }
                let nameOrder = compare(.string(leftMember.key), .string(rightMember.key))
                if nameOrder != 0 { return nameOrder }
                let valueOrder = compare(leftMember.value, rightMember.value)
                if valueOrder != 0 { return valueOrder }
            }
            return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
        default:
            let left = lhs?.doubleValue ?? 0
            let right = rhs?.doubleValue ?? 0
            return left == right ? 0 : (left < right ? -1 : 1)
        }
    }
}
