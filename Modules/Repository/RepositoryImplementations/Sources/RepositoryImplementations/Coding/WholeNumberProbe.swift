import Foundation

/// Finds the field behind a decoding failure Foundation reports without one: a fraction, an exponent or a number
/// past `Int`'s range where a model wants a whole number makes `JSONDecoder` say only "The given data was not
/// valid JSON." at the root, though the JSON is valid.
///
/// It lists the numbers of the body that no `Int` can hold, each with its wire path (`docs[0].flight_number`),
/// then replaces them with `0` in order, a growing prefix of them at a time (found by bisection, a few decodes):
/// the shortest prefix after which the body decodes (or fails elsewhere) ends with a number at fault. Numbers of
/// fractional fields decode as `0` just as well, so only a whole-number field can be the one named.
enum WholeNumberProbe {
    /// A number in the body: where it is, its text, and the field holding it.
    struct Number: Equatable {
        var range: Range<Int>
        var text: String
        var path: String
    }

    /// The most numbers tried; a body with more of them is not probed.
    static let maxNumbers = 4096

    /// The number at fault, or nil when none is (or the body has too many to try). `failsAtTheRoot` decodes a body
    /// and says whether it still fails without a path.
    static func numberAtFault(in body: Data, failsAtTheRoot: (Data) -> Bool) -> Number? {
        let bytes = [UInt8](body)
        let numbers = numbersNoIntHolds(in: bytes)
        guard !numbers.isEmpty, numbers.count <= maxNumbers else { return nil }
        guard !failsAtTheRoot(replacing(numbers[...], in: bytes)) else { return nil }
        var low = 1
        var high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if failsAtTheRoot(replacing(numbers.prefix(middle), in: bytes)) { low = middle + 1 } else { high = middle }
        }
        return numbers[low - 1]
    }

    /// `bytes` with each of `numbers` replaced by `0`.
    private static func replacing(_ numbers: ArraySlice<Number>, in bytes: [UInt8]) -> Data {
        var result = Data(capacity: bytes.count)
        var copied = 0
        for number in numbers {
            result.append(contentsOf: bytes[copied..<number.range.lowerBound])
            result.append(UInt8(ascii: "0"))
            copied = number.range.upperBound
        }
        result.append(contentsOf: bytes[copied...])
        return result
    }

    /// The numbers of valid JSON `bytes` that are not whole numbers within `Int`'s range, in order.
    static func numbersNoIntHolds(in bytes: [UInt8]) -> [Number] {
        var frames: [(isObject: Bool, key: String, index: Int)] = []
        var expectingKey = false
        var found: [Number] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                frames.append((true, "", 0))
                expectingKey = true
                index += 1
            case UInt8(ascii: "["):
                frames.append((false, "", 0))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = frames.popLast()
                index += 1
            case UInt8(ascii: ","):
                if let last = frames.indices.last {
                    if frames[last].isObject { expectingKey = true } else { frames[last].index += 1 }
                }
                index += 1
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                if expectingKey, let last = frames.indices.last {
                    frames[last].key = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                    expectingKey = false
                }
                index = end + 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index + 1
                while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                if Int(text) == nil { found.append(Number(range: index..<end, text: text, path: path(frames))) }
                index = end
            default:
                index += 1
            }
        }
        return found
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
    }

    /// The wire path of the innermost value: `docs[3].date_utc`.
    private static func path(_ frames: [(isObject: Bool, key: String, index: Int)]) -> String {
        var text = ""
        for frame in frames {
            if frame.isObject {
                text += text.isEmpty ? frame.key : "." + frame.key
            } else {
                text += "[\(frame.index)]"
            }
        }
        return text
    }
}
