/// The JavaScript conversions the real server applies to option values (`parseInt`, truthiness).
enum JavaScriptValues {
    /// `parseInt(value, 10)`: the leading integer of a number or string, nil for NaN.
    static func parseInt(_ value: OrderedJSON?) -> Int? {
        switch value {
        case .int(let number)?: return number
        case .double(let number)?:
            guard number.isFinite, abs(number) < 9e15 else { return nil }
            return Int(number.rounded(.towardZero))
        case .string(let text)?:
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            var digits = ""
            for (index, character) in trimmed.enumerated() {
                if character.isASCII, character.isNumber || (index == 0 && (character == "-" || character == "+")) {
                    digits.append(character)
                } else {
                    break
                }
            }
            return Int(digits)
        default:
            return nil
        }
    }

    /// JavaScript truthiness: false for `false`, 0, "", null and missing.
    static func isTruthy(_ value: OrderedJSON?) -> Bool {
        switch value {
        case nil, .null?: false
        case .bool(let flag)?: flag
        case .int(let number)?: number != 0
        case .double(let number)?: number != 0 && !number.isNaN
        case .string(let text)?: !text.isEmpty
        case .array?, .object?: true
        }
    }
}
