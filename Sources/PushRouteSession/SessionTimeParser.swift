/// Reads `SessionTime` from the time text of a log entry (`LogEntryInfo.time`); nil when it holds
/// no clock time.
enum SessionTimeParser {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> SessionTime? {
        var scanner = Scanner(Array(text.utf8))
        var time = SessionTime(seconds: 0)
        // `2026-11-29`, or `2026/11/29` (CocoaLumberjack), as `LogLineShape` reads a header.
        if let year = scanner.number(digits: 4), let separator = scanner.separator(),
            let month = scanner.number(digits: 2),
            scanner.take(separator),
            let day = scanner.number(digits: 2)
        {
            (time.year, time.month, time.day) = (year, month, day)
        } else {
            scanner.index = 0
            if let month = scanner.monthName(), scanner.spaces(), let day = scanner.number(digits: 1...2) {
                (time.month, time.day) = (month, day)
            } else {
                scanner.index = 0
            }
        }
        _ = scanner.take("T") || scanner.spaces()
        guard let seconds = scanner.clock() else { return nil }
        time.seconds = seconds
        time.offset = scanner.zone()
        return time
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func take(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        mutating func spaces() -> Bool {
            let start = index
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            return index > start
        }

        mutating func number(digits count: Int) -> Int? { number(digits: count...count) }

        /// A date's separator, `-` or `/`, taken.
        mutating func separator() -> Character? {
            if take("-") { return "-" }
            return take("/") ? "/" : nil
        }

        mutating func number(digits range: ClosedRange<Int>) -> Int? {
            let start = index
            var value = 0
            while index < bytes.count, index - start < range.upperBound, (48...57).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            guard range.contains(index - start) else {
                index = start
                return nil
            }
            return value
        }

        mutating func monthName() -> Int? {
            guard index + 3 <= bytes.count else { return nil }
            let word = String(decoding: bytes[index..<index + 3], as: UTF8.self).lowercased()
            guard let month = SessionTimeParser.months.firstIndex(of: word) else { return nil }
            index += 3
            return month + 1
        }

        /// `H:MM:SS`, and a fraction (`.123456`, `,123`, or `:123` as CocoaLumberjack writes
        /// milliseconds): seconds since midnight.
        mutating func clock() -> Double? {
            guard let hours = number(digits: 1...2), take(":"), let minutes = number(digits: 2), take(":"),
                let seconds = number(digits: 2)
            else { return nil }
            var fraction = 0.0
            if index + 4 <= bytes.count, bytes[index] == UInt8(ascii: ":"),
                bytes[(index + 1)..<(index + 4)].allSatisfy({ (48...57).contains($0) }),
                index + 4 == bytes.count || !(48...57).contains(bytes[index + 4])
            {
                index += 1
                fraction = Double(number(digits: 3) ?? 0) / 1000
            } else if take(".") || take(",") {
                var scale = 0.1
                while index < bytes.count, (48...57).contains(bytes[index]) {
                    fraction += Double(bytes[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
            return Double(hours * 3600 + minutes * 60 + seconds) + fraction
        }

        /// `Z`, `+HHMM`, `-HH:MM`: the offset in seconds; nil when none is written.
        mutating func zone() -> Int? {
            if take("Z") { return 0 }
            let sign: Int
            if take("+") { sign = 1 } else if take("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 2) else { return nil }
            _ = take(":")
            let minutes = number(digits: 2) ?? 0
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
