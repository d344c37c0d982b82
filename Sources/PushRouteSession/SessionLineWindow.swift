/// The text of the lines a session's HTML page quotes (`session --format html`): while a log
/// is read a line at a time, its last `size` lines are held, and the line of an event or a
/// push is kept once the reader hands it on. An entry is handed on once its last line is
/// read, so its first line is among the recent ones unless the entry is longer than the
/// window; such a line is not kept, and the page says so. The log's bytes are never held whole.
struct SessionLineWindow {
    static let size = 1024
    /// A line is held up to this many bytes, and kept up to `maxCharacters` characters (then `…`).
    static let maxBytes = 2048
    static let maxCharacters = 400

    private var recent = [(number: Int, bytes: [UInt8])](repeating: (0, []), count: size)
    /// The lines kept, by number.
    private(set) var kept: [Int: String] = [:]

    mutating func add(_ line: UnsafeRawBufferPointer, number: Int) {
        recent[number % Self.size] = (number, Array(line.prefix(Self.maxBytes)))
    }

    /// Keeps line `number`'s text, when it is still held.
    mutating func keep(_ number: Int) {
        guard kept[number] == nil, number > 0 else { return }
        let slot = recent[number % Self.size]
        guard slot.number == number else { return }
        let text = String(decoding: slot.bytes, as: UTF8.self)
        kept[number] = text.count > Self.maxCharacters ? String(text.prefix(Self.maxCharacters)) + "…" : text
    }
}
