/// Text for the man page's roff source.
enum Roff {
    /// A name or value shown as it is typed: every hyphen a minus (`\-`), a backslash `\e`,
    /// and typographic double quotes by their names, so the source stays ASCII.
    static func literal(_ text: String) -> String {
        text.replacing("\\", with: "\\e").replacing("-", with: "\\-").replacing("\u{201C}", with: "\\(lq")
            .replacing("\u{201D}", with: "\\(rq")
    }

    /// A sentence as a text line: an option's hyphens are minus signs (`'\-\-push\-type voip'`),
    /// other hyphens stay hyphens, a backslash is `\e`, and a line starting with a quote or a
    /// period is not taken for a request (`\&`).
    static func prose(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var inOption = false
        for (index, character) in characters.enumerated() {
            if !inOption { inOption = startsOption(characters, at: index) }
            if !(character.isLetter || character.isNumber || character == "-") { inOption = false }
            result += character == "\\" ? "\\e" : inOption && character == "-" ? "\\-" : String(character)
        }
        return result.first == "'" || result.first == "." ? "\\&" + result : result
    }

    /// Whether a long option (`--name`) starts at `index`, not inside a word.
    private static func startsOption(_ characters: [Character], at index: Int) -> Bool {
        guard index + 2 < characters.count, characters[index] == "-", characters[index + 1] == "-",
            characters[index + 2].isLetter
        else { return false }
        guard index > 0 else { return true }
        let previous = characters[index - 1]
        return !(previous.isLetter || previous.isNumber || previous == "-")
    }
}
