import PushRouteCore

/// Writes one JSON object field by field straight into bytes, byte for byte what
/// `JanssonObjectWriter` writes in jansson's compact form (`JSONStyle.record`), without building
/// jansson's tree first: for the records written by the thousand (`classify --events`, one per
/// push-path line of a log, where the tree and its dump were a quarter of the time). Records
/// with reals of different precision are the exception (`JSONByteCursor.put(_:)`); an event's
/// has none.
public struct JSONRecordWriter: JSONFieldWriter {
    /// The record is the first `count` bytes; the rest is room, so that each field is written
    /// through one pointer once its room is made (an `append` per piece was most of the time).
    private var storage: [UInt8]
    private var count = 1

    public init() {
        // An event's record is about 300 bytes: room for it at once, not grown several times.
        storage = [UInt8](repeating: 0, count: 1024)
        storage[0] = ASCII.openBrace
    }

    /// Empties the writer for the next record, its room kept (`classify --events` writes one
    /// record per push-path line with one writer: a new one's room cost an allocation each).
    public mutating func reset() {
        count = 1
    }

    public mutating func field(_ key: StaticString, string: String) {
        var string = string
        string.withUTF8 { utf8 in
            let text = UnsafeRawBufferPointer(utf8)
            write(key, room: JSONByteCursor.room(string: text)) { $0.put(string: text) }
        }
    }

    public mutating func field(_ key: StaticString, bool: Bool) {
        field(key, value: .bool(bool))
    }

    public mutating func field(_ key: StaticString, integer: Int) {
        write(key, room: JSONByteCursor.integerRoom) { $0.put(integer: Int64(integer)) }
    }

    public mutating func field(_ key: StaticString, strings: [String]) {
        field(key, value: .array(strings.map(JSONValue.string)))
    }

    public mutating func field(_ key: StaticString, value: JSONValue) {
        write(key, room: JSONByteCursor.room(value)) { $0.put(value) }
    }

    public mutating func field(_ key: StaticString, optionalString: String?) {
        guard let optionalString else { return write(key, room: 4) { $0.put(JSONValue.null) } }
        field(key, string: optionalString)
    }

    public mutating func field(_ key: StaticString, optionalInteger: Int?) {
        guard let optionalInteger else { return write(key, room: 4) { $0.put(JSONValue.null) } }
        field(key, integer: optionalInteger)
    }

    /// Ends the object and writes it into `sink`, escaping what jansson leaves as it is as
    /// `Jansson.dump` does (`TerminalEscaping.escapeJSON`).
    public mutating func write(to sink: OutputSink) {
        if count == storage.count { storage.append(0) }
        storage[count] = ASCII.closeBrace
        count += 1
        let count = count
        storage.withUnsafeBytes { whole in
            let record = UnsafeRawBufferPointer(rebasing: whole[..<count])
            sink.withSpareBytes { spare in
                guard record.count <= spare.count else { return record.count }
                spare.copyMemory(from: record)
                return TerminalEscaping.escapeJSON(in: spare, count: record.count)
            }
        }
    }

    /// A key and its value: `room`, at most the bytes `body` writes. A key is written as it is:
    /// the records' keys are the schema's names, which hold no byte jansson escapes.
    @inline(__always)
    private mutating func write(_ key: StaticString, room: Int, _ body: (inout JSONByteCursor) -> Void) {
        let name = UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        assert(
            !name.contains { $0 < 0x20 || $0 == ASCII.quote || $0 == ASCII.backslash },
            "JSONRecordWriter: a key that needs escaping")
        let needed = room + name.count + 4
        if count + needed > storage.count {
            storage.append(contentsOf: repeatElement(0, count: max(needed, storage.count)))
        }
        let start = count
        count = storage.withUnsafeMutableBytes { raw in
            var cursor = JSONByteCursor(base: raw.baseAddress!, offset: start)
            if start > 1 { cursor.put(ASCII.comma) }
            cursor.put(ASCII.quote)
            cursor.put(name)
            cursor.put(ASCII.quote)
            cursor.put(ASCII.colon)
            body(&cursor)
            return cursor.offset
        }
    }
}
