import CJansson
import PushRouteCore

/// The only place in pushroute that touches jansson pointers.
///
/// Every `json_t` this file takes (a new reference from `json_loadb` or a constructor)
/// is released with `cj_decref` before the function that took it returns; values read
/// from a parsed tree are borrowed references and are never released on their own.
public enum Jansson {
    /// Where and why jansson refused a text. `line` and `column` are jansson's own,
    /// relative to the start of the buffer it was given; `offset` is its byte position.
    public struct ParseError: Error, Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var offset: Int
        public var message: String
    }

    /// A decoded value and the number of bytes jansson consumed to read it.
    public struct Decoded: Sendable {
        public var value: JSONValue
        public var consumed: Int
    }

    /// Decodes one JSON value from the start of `bytes`.
    /// - Parameter allowTrailing: stop after the value instead of requiring the end of input.
    public static func decode(_ bytes: UnsafeRawBufferPointer, allowTrailing: Bool) -> Result<Decoded, ParseError> {
        withParsed(bytes, allowTrailing: allowTrailing) { view, consumed in
            Decoded(value: view.value, consumed: consumed)
        }
    }

    /// Decodes one JSON value that must fill `text` entirely.
    public static func decode(_ text: String) -> Result<JSONValue, ParseError> {
        var text = text
        return text.withUTF8 { buffer in
            decode(UnsafeRawBufferPointer(buffer), allowTrailing: false).map(\.value)
        }
    }

    /// A valid pointer for empty buffers, which have no base address.
    fileprivate nonisolated(unsafe) static let emptyText: UnsafePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    fileprivate static func parseError(_ error: json_error_t) -> ParseError {
        var error = error
        let message = withUnsafePointer(to: &error) { String(cString: cj_error_text($0)) }
        return ParseError(
            line: max(1, Int(error.line)), column: max(1, Int(error.column)),
            offset: max(0, Int(error.position)), message: message)
    }

    /// Copies a borrowed jansson value into a Swift value.
    fileprivate static func swiftValue(_ json: UnsafeMutablePointer<json_t>) -> JSONValue {
        switch cj_typeof(json) {
        case JSON_OBJECT: return .object(swiftObject(json))
        case JSON_ARRAY:
            let count = json_array_size(json)
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                elements.append(swiftValue(json_array_get(json, index)))
            }
            return .array(elements)
        case JSON_STRING:
            let raw = UnsafeRawBufferPointer(start: json_string_value(json), count: json_string_length(json))
            return .string(String(decoding: raw, as: UTF8.self))
        case JSON_INTEGER: return .integer(Int64(json_integer_value(json)))
        case JSON_REAL: return .real(json_real_value(json))
        case JSON_TRUE: return .bool(true)
        case JSON_FALSE: return .bool(false)
        default: return .null
        }
    }

    private static func swiftObject(_ json: UnsafeMutablePointer<json_t>) -> JSONObject {
        var object = JSONObject()
        object.members.reserveCapacity(json_object_size(json))
        var iterator = json_object_iter(json)
        while let current = iterator {
            let raw = UnsafeRawBufferPointer(
                start: json_object_iter_key(current), count: json_object_iter_key_len(current))
            let key = String(decoding: raw, as: UTF8.self)
            object.append(key, swiftValue(json_object_iter_value(current)))
            iterator = json_object_iter_next(json, current)
        }
        return object
    }
}

// MARK: - Encoding

extension Jansson {
    /// Writes `value` as JSON text through jansson's encoder, appending to `output`.
    public static func encode(_ value: JSONValue, style: JSONStyle, into output: inout [UInt8]) {
        let sink = OutputSink.memory()
        encode(value, style: style, to: sink)
        output.append(contentsOf: sink.pending)
    }

    /// Writes `value` as JSON text through jansson's encoder, straight into `sink`.
    public static func encode(_ value: JSONValue, style: JSONStyle, to sink: OutputSink) {
        let json = janssonValue(value)
        defer { cj_decref(json) }
        dump(json, style: style, precision: realPrecision(value), to: sink)
    }

    /// Encodes a borrowed jansson value straight into the sink's spare space. jansson escapes
    /// C0 controls in strings but writes DEL, C1 controls and bidirectional characters as they
    /// are; those are escaped too (`TerminalEscaping.escapeJSON`), so that no JSON output
    /// holds a character that acts on a terminal.
    fileprivate static func dump(
        _ json: UnsafeMutablePointer<json_t>, style: JSONStyle, precision: Int, to sink: OutputSink
    ) {
        let flags = encoderFlags(style, precision: precision)
        sink.withSpareBytes { spare in
            let count = json_dumpb(json, spare.baseAddress?.assumingMemoryBound(to: CChar.self), spare.count, flags)
            return count > spare.count ? count : TerminalEscaping.escapeJSON(in: spare, count: count)
        }
    }

    private static func encoderFlags(_ style: JSONStyle, precision: Int) -> Int {
        var flags = Int(JSON_ENCODE_ANY) | cj_real_precision(Int32(precision))
        if let indent = style.indent { flags |= cj_indent(Int32(min(max(indent, 0), 31))) }
        if style.compact { flags |= Int(JSON_COMPACT) }
        if style.sortKeys { flags |= Int(JSON_SORT_KEYS) }
        return flags
    }

    /// Writes `value` as JSON text through jansson's encoder.
    public static func encode(_ value: JSONValue, style: JSONStyle = JSONStyle()) -> String {
        var output: [UInt8] = []
        encode(value, style: style, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A new jansson string; the caller owns the returned reference.
    fileprivate static func janssonString(_ string: String) -> UnsafeMutablePointer<json_t> {
        var string = string
        return string.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                json_stringn_nocheck(chars.baseAddress ?? emptyText, chars.count)!
            }
        }
    }

    /// Builds a new jansson value; the caller owns the returned reference.
    fileprivate static func janssonValue(_ value: JSONValue) -> UnsafeMutablePointer<json_t> {
        switch value {
        case .object(let object):
            let json = json_object()!
            for member in object.members {
                var key = member.key
                key.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        _ = json_object_setn_new_nocheck(
                            json, chars.baseAddress ?? emptyText, chars.count, janssonValue(member.value))
                    }
                }
            }
            return json
        case .array(let elements):
            let json = json_array()!
            for element in elements { json_array_append_new(json, janssonValue(element)) }
            return json
        case .string(let string):
            return janssonString(string)
        case .integer(let integer): return json_integer(json_int_t(integer))!
        case .real(let real): return json_real(real.isFinite ? real : 0)!
        case .bool(let bool): return cj_boolean(bool ? 1 : 0)!
        case .null: return json_null()!
        }
    }

    /// The fewest significant digits that print every real in `value` exactly back:
    /// jansson writes reals with one precision for the whole document, and its default
    /// of 17 digits turns `0.1` into `0.10000000000000001`.
    static func realPrecision(_ value: JSONValue) -> Int {
        switch value {
        case .real(let real): return significantDigits(real)
        case .array(let elements):
            var digits = 1
            for element in elements { digits = max(digits, realPrecision(element)) }
            return digits
        case .object(let object):
            var digits = 1
            for member in object.members { digits = max(digits, realPrecision(member.value)) }
            return digits
        default: return 1
        }
    }

    private static func significantDigits(_ real: Double) -> Int {
        let shortest = real.description.lowercased()
        let mantissa = shortest.split(separator: "e").first ?? ""
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        return min(17, max(1, digits.count))
    }
}

// MARK: - Borrowed views for the hot path

/// A borrowed view of one value in a jansson tree, for reading without copying.
/// Valid only inside the `Jansson.withParsed` call that handed it out.
public struct JanssonView: JSONView {
    fileprivate let json: UnsafeMutablePointer<json_t>

    public var isObject: Bool { cj_typeof(json) == JSON_OBJECT }
    public var isIntegerOne: Bool { cj_typeof(json) == JSON_INTEGER && json_integer_value(json) == 1 }

    public func member(_ key: StaticString) -> JanssonView? {
        guard isObject else { return nil }
        // A string literal's bytes end with a NUL: jansson reads them in place.
        let name = UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self)
        return json_object_get(json, name).map(JanssonView.init)
    }

    public func forEachMember(_ body: (UnsafeBufferPointer<UInt8>, JanssonView) -> Void) {
        guard isObject else { return }
        var iterator = json_object_iter(json)
        while let current = iterator {
            let key = UnsafeRawPointer(json_object_iter_key(current)!).assumingMemoryBound(to: UInt8.self)
            body(
                UnsafeBufferPointer(start: key, count: json_object_iter_key_len(current)),
                JanssonView(json: json_object_iter_value(current)))
            iterator = json_object_iter_next(json, current)
        }
    }

    /// Whether objects and arrays nest deeper than `limit` (the value itself is level 1).
    public func exceedsDepth(_ limit: Int) -> Bool {
        guard limit >= 0 else { return true }
        switch cj_typeof(json) {
        case JSON_OBJECT:
            if limit == 0 { return true }
            var iterator = json_object_iter(json)
            while let current = iterator {
                if JanssonView(json: json_object_iter_value(current)).exceedsDepth(limit - 1) { return true }
                iterator = json_object_iter_next(json, current)
            }
            return false
        case JSON_ARRAY:
            if limit == 0 { return true }
            for index in 0..<json_array_size(json)
            where JanssonView(json: json_array_get(json, index)).exceedsDepth(limit - 1) {
                return true
            }
            return false
        default:
            return false
        }
    }

    /// A Swift copy of the value, for the paths that need more than a look.
    public var value: JSONValue { Jansson.swiftValue(json) }
}

extension Jansson {
    /// Parses one JSON value from the start of `bytes` and lets `body` look at it
    /// without copying; the tree is freed when `body` returns.
    public static func withParsed<T>(
        _ bytes: UnsafeRawBufferPointer, allowTrailing: Bool, _ body: (JanssonView, Int) -> T
    ) -> Result<T, ParseError> {
        var result: T?
        if let failure = parse(bytes, allowTrailing: allowTrailing, { result = body($0, $1) }) {
            return .failure(failure)
        }
        return .success(result!)
    }

    /// `withParsed` without a generic result, for callers in other modules on a hot path
    /// (a generic called across modules runs unspecialized): `body` runs when jansson reads
    /// the text, and the error is returned when it does not.
    public static func parse(
        _ bytes: UnsafeRawBufferPointer, allowTrailing: Bool, _ body: (JanssonView, Int) -> Void
    ) -> ParseError? {
        var flags = Int(JSON_DECODE_ANY)
        if allowTrailing { flags |= Int(JSON_DISABLE_EOF_CHECK) }
        var error = json_error_t()
        let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self) ?? emptyText
        guard let root = json_loadb(base, bytes.count, flags, &error) else { return parseError(error) }
        defer { cj_decref(root) }
        body(JanssonView(json: root), allowTrailing ? Int(error.position) : bytes.count)
        return nil
    }
}

// MARK: - Objects built field by field

/// A jansson object built field by field and written through jansson's encoder, without
/// a `JSONValue` in between (`classify`'s records). It owns the object and frees it.
public final class JanssonObjectWriter: JSONFieldWriter {
    private let json: UnsafeMutablePointer<json_t>
    private var precision = 1

    public init() { json = json_object()! }
    deinit { cj_decref(json) }

    private func set(_ key: StaticString, _ value: UnsafeMutablePointer<json_t>) {
        key.withUTF8Buffer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = json_object_setn_new_nocheck(json, chars.baseAddress ?? Jansson.emptyText, chars.count, value)
            }
        }
    }

    public func field(_ key: StaticString, string: String) { set(key, Jansson.janssonString(string)) }
    public func field(_ key: StaticString, bool: Bool) { set(key, cj_boolean(bool ? 1 : 0)) }
    public func field(_ key: StaticString, integer: Int) { set(key, json_integer(json_int_t(integer))) }

    public func field(_ key: StaticString, strings: [String]) {
        let array = json_array()!
        for string in strings { json_array_append_new(array, Jansson.janssonString(string)) }
        set(key, array)
    }

    public func field(_ key: StaticString, value: JSONValue) {
        precision = max(precision, Jansson.realPrecision(value))
        set(key, Jansson.janssonValue(value))
    }

    /// Writes the object into `sink`.
    public func write(style: JSONStyle, to sink: OutputSink) {
        Jansson.dump(json, style: style, precision: precision, to: sink)
    }
}
