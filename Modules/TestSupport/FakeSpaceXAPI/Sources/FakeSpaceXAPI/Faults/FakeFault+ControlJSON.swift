import DocumentQuery

/// The JSON form of faults used by the control endpoint: `{"fault": "<name>", …fields}`.
extension FakeFault {
    /// The name of each kind in `{"fault": name}`, plus accepted short aliases.
    static let controlNames: [String: String] = [
        "reset": "connectionReset", "close": "closeWithoutResponse", "truncated": "truncatedBody",
        "html": "htmlErrorPage", "pastEnd": "pageOutOfRange", "wrongTypes": "wrongFieldTypes",
        "duplicates": "duplicateAcrossPages", "rateLimit": "rateLimited",
    ]

    /// The fault's name, e.g. `status`, `stall` or `truncatedBody`.
    public var controlName: String {
        switch self {
        case .status: "status"
        case .rateLimited: "rateLimited"
        case .badRequest: "badRequest"
        case .notFound: "notFound"
        case .truncatedBody: "truncatedBody"
        case .htmlErrorPage: "htmlErrorPage"
        case .wrongFieldTypes: "wrongFieldTypes"
        case .emptyBody: "emptyBody"
        case .stall: "stall"
        case .connectionReset: "connectionReset"
        case .closeWithoutResponse: "closeWithoutResponse"
        case .pageOutOfRange: "pageOutOfRange"
        case .duplicateAcrossPages: "duplicateAcrossPages"
        }
    }

    /// The fault as JSON, e.g. `{"fault": "status", "status": 503}`; `init(controlJSON:)` reads it back.
    public var controlJSON: OrderedJSONObject {
        var object: OrderedJSONObject = ["fault": .string(controlName)]
        switch self {
        case .status(let status, let message):
            object["status"] = .int(status)
            if let message { object["message"] = .string(message) }
        case .rateLimited(let seconds):
            object["retryAfter"] = .int(seconds)
        case .badRequest(let message):
            object["message"] = .string(message)
        case .truncatedBody(let keepBytes, let contentLength):
            if let keepBytes { object["keepBytes"] = .int(keepBytes) }
            object["contentLength"] = .string(contentLength.rawValue)
        case .htmlErrorPage(let status):
            object["status"] = .int(status)
        case .wrongFieldTypes(let fields):
            object["fields"] = .object(fields)
        case .stall(let seconds):
            object["seconds"] = .double(seconds)
        case .notFound, .emptyBody, .connectionReset, .closeWithoutResponse, .pageOutOfRange, .duplicateAcrossPages:
            break
        }
        return object
    }

    /// Reads a fault from its JSON form; fields left out take the same defaults as the Swift cases.
    public init(controlJSON object: OrderedJSONObject) throws(FaultSpecificationError) {
        guard case .string(let given)? = object["fault"] else {
            throw FaultSpecificationError("a fault needs a \"fault\" name")
        }
        let fields = ControlFields(object: object)
        switch Self.controlNames[given] ?? given {
        case "status": self = .status(try fields.int("status"), message: try fields.optionalString("message"))
        case "rateLimited": self = .rateLimited(retryAfterSeconds: try fields.optionalInt("retryAfter") ?? 1)
        case "badRequest": self = .badRequest(message: try fields.optionalString("message") ?? "Bad Request")
        case "notFound": self = .notFound
        case "truncatedBody":
            let length = try fields.optionalString("contentLength") ?? TruncatedContentLength.promisesFullBody.rawValue
            guard let contentLength = TruncatedContentLength(rawValue: length) else {
                throw FaultSpecificationError("\"contentLength\" must be \"full\" or \"truncated\"")
            }
            self = .truncatedBody(keepBytes: try fields.optionalInt("keepBytes"), contentLength: contentLength)
        case "htmlErrorPage": self = .htmlErrorPage(status: try fields.optionalInt("status") ?? 502)
        case "wrongFieldTypes":
            guard let fieldsValue = object["fields"] else {
                self = .wrongFieldTypes()
                return
            }
            guard case .object(let overrides) = fieldsValue else {
                throw FaultSpecificationError("\"fields\" must be an object")
            }
            self = .wrongFieldTypes(fields: overrides)
        case "emptyBody": self = .emptyBody
        case "stall": self = .stall(seconds: try fields.double("seconds"))
        case "connectionReset": self = .connectionReset
        case "closeWithoutResponse": self = .closeWithoutResponse
        case "pageOutOfRange": self = .pageOutOfRange
        case "duplicateAcrossPages": self = .duplicateAcrossPages
        default: throw FaultSpecificationError("unknown fault \"\(given)\"")
        }
    }
}

/// Typed access to the fields of a control JSON object, with messages that name the field.
struct ControlFields {
    let object: OrderedJSONObject

    func int(_ name: String) throws(FaultSpecificationError) -> Int {
        guard let value = try optionalInt(name) else { throw FaultSpecificationError("\"\(name)\" is required") }
        return value
    }

    func optionalInt(_ name: String) throws(FaultSpecificationError) -> Int? {
        guard let value = object[name], value != .null else { return nil }
        guard let number = value.intValue else { throw FaultSpecificationError("\"\(name)\" must be an integer") }
        return number
    }

    func double(_ name: String) throws(FaultSpecificationError) -> Double {
        switch object[name] {
        case nil, .null?: throw FaultSpecificationError("\"\(name)\" is required")
        case .int(let number)?: return Double(number)
        case .double(let number)?: return number
        default: throw FaultSpecificationError("\"\(name)\" must be a number")
        }
    }

    func optionalString(_ name: String) throws(FaultSpecificationError) -> String? {
        guard let value = object[name], value != .null else { return nil }
        guard let text = value.stringValue else { throw FaultSpecificationError("\"\(name)\" must be a string") }
        return text
    }

    func optionalBool(_ name: String) throws(FaultSpecificationError) -> Bool? {
        guard let value = object[name], value != .null else { return nil }
        guard let flag = value.boolValue else { throw FaultSpecificationError("\"\(name)\" must be true or false") }
        return flag
    }
}
