/// Text for the man page's roff source.
enum Roff {
    /// A name or value shown as it is typed: every hyphen a minus (`\-`), a backslash `\e`,
    /// and a backquote, typographic quotes, dashes and the arrow by their names, so the source
    /// stays ASCII.
    static func literal(_ text: String) -> String {
        namedCharacters.reduce(text.replacing("\\", with: "\\e").replacing("-", with: "\\-")) { text, named in
            text.replacing(named.character, with: named.name)
        }
    }

    /// The characters `literal` writes by their roff names.
    private static let namedCharacters: [(character: String, name: String)] = [
        ("`", "\\(ga"), ("\u{201C}", "\\(lq"), ("\u{201D}", "\\(rq"), ("\u{2013}", "\\(en"), ("\u{2014}", "\\(em"),
        ("\u{2192}", "\\(->"),
    ]

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
