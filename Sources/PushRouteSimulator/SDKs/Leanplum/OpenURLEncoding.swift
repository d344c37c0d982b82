/// What Leanplum's `Open URL` action does to its URL before opening it: Leanplum iOS 5.0.0 to
/// 6.6.1 `LeanplumSDK/LeanplumSDK/Classes/MessageTemplates/LPOpenUrlMessageTemplate.m`,
/// `urlEncodedStringFromString:` (lines 71-79), called by `openURLWithCompletion:` (line 65)
/// on the `URL` argument, then `[NSURL URLWithString:]` and `LPUtils openURL:`.
/// `stringByAddingPercentEncodingWithAllowedCharacters:` with `alphanumericCharacterSet`
/// (Unicode letters, marks and digits) plus `:-._~/?&=#+`: everything else, `%` included,
/// becomes `%XX` per UTF-8 byte, so an already encoded URL is encoded twice.
enum OpenURLEncoding {
    /// The characters `urlEncodedStringFromString:` keeps besides alphanumerics.
    static let unreserved: Set<Unicode.Scalar> = Set(":-._~/?&=#+".unicodeScalars)

    /// The URL as the action opens it.
    static func encode(_ url: String) -> String {
        var result = ""
        for scalar in url.unicodeScalars {
            if isAllowed(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { result += "%" + hex(byte) }
            }
        }
        return result
    }

    /// `NSCharacterSet.alphanumericCharacterSet`: the general categories L*, M* and N*.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if unreserved.contains(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
