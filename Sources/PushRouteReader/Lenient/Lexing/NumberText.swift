import PushRouteCore

/// Reads a JSON number the way jansson does: an integer without fraction or exponent is an
/// exact 64-bit integer, anything else a real rounded by `strtod`.
enum NumberText {
    enum Reading: Equatable {
        case integer(Int64)
        case real(Double)
        /// JSON number grammar, but beyond what jansson accepts (a too big integer, a real overflow).
        case outOfRange
    }

    /// The number `bytes` spell in JSON's grammar, or `nil` when they are not one.
    static func read(_ bytes: UnsafeRawBufferPointer) -> Reading? {
        guard let isInteger = grammar(bytes) else { return nil }
        return isInteger ? integer(bytes) : real(bytes)
    }

    /// `true` for an integer, `false` for a real, `nil` outside JSON's number grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func grammar(_ bytes: UnsafeRawBufferPointer) -> Bool? {
        var index = 0
        let count = bytes.count
        if index < count, bytes[index] == ASCII.minus { index += 1 }
        guard index < count, ASCII.isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < count, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        var isInteger = true
        if index < count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < count, ASCII.isDigit(bytes[index]) else { return nil }
            while index < count, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == ASCII.minus { index += 1 }
            guard index < count, ASCII.isDigit(bytes[index]) else { return nil }
            while index < count, ASCII.isDigit(bytes[index]) { index += 1 }
        }
        return index == count ? isInteger : nil
    }

    private static func integer(_ bytes: UnsafeRawBufferPointer) -> Reading {
        let negative = bytes[0] == ASCII.minus
        var magnitude: UInt64 = 0
        for byte in bytes.dropFirst(negative ? 1 : 0) {
            let (times, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            if overflowA || overflowB { return .outOfRange }
            magnitude = sum
        }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return .integer(Int64.min) }
            return magnitude <= UInt64(Int64.max) ? .integer(-Int64(magnitude)) : .outOfRange
        }
        return magnitude <= UInt64(Int64.max) ? .integer(Int64(magnitude)) : .outOfRange
    }

    /// `strtod` on a NUL-terminated copy, refusing overflow as jansson does.
    private static func real(_ bytes: UnsafeRawBufferPointer) -> Reading {
        let value: Double = withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            for index in 0..<bytes.count { buffer[index] = CChar(bitPattern: bytes[index]) }
            buffer[bytes.count] = 0
            return CLibraryBytes.double(buffer.baseAddress!)
        }
        return value.isFinite ? .real(value) : .outOfRange
    }
}
