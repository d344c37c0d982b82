/// A synopsis as the words a reader sees, each word runs of text in one font: option names
/// and literal words bold, values and operands italic, brackets and bars roman. `--help`
/// prints the words' text; the man page sets their fonts (`SynopsisManual`).
enum SynopsisWords {
    enum Font: Equatable, Sendable { case roman, bold, italic }

    struct Run: Equatable, Sendable {
        var font: Font
        var text: String
    }

    /// One word: what lies between two spaces.
    struct Word: Equatable, Sendable {
        var runs: [Run]
        /// An option's value, which `--help` keeps on the line of the option.
        var followsOption = false
    }

    /// The words of `items`, one after the other.
    static func words(_ items: [SynopsisItem]) -> [Word] { items.flatMap(words) }

    /// The words of one item.
    static func words(_ item: SynopsisItem) -> [Word] {
        switch item.kind {
        case .option: return item.declaration.map(option) ?? []
        case .literal: return [Word(runs: [Run(font: .bold, text: item.text)])]
        case .operand: return item.text.split(separator: " ").map { placeholder(String($0)) }
        case .optional:
            var words = words(item.items)
            guard !words.isEmpty else { return [] }
            words[0] = append(roman("["), words[0])
            words[words.count - 1] = append(words[words.count - 1], roman("]"))
            return words
        case .oneOf(let spaced): return oneOf(item.items.map(words), spaced: spaced)
        }
    }

    /// The text of a word as it is typed.
    static func text(_ word: Word) -> String { word.runs.map(\.text).joined() }

    /// The words' text, an option's value kept with the option (`--jobs N`), the units
    /// `--help` wraps.
    static func phrases(_ words: [Word]) -> [String] {
        var phrases: [String] = []
        for word in words {
            if word.followsOption, let last = phrases.popLast() {
                phrases.append(last + " " + text(word))
            } else {
                phrases.append(text(word))
            }
        }
        return phrases
    }

    /// `-f|--format`, then its value as a word of its own.
    private static func option(_ declaration: OptionDeclaration) -> [Word] {
        var spellings = Word(runs: [])
        if let short = declaration.shortFlag {
            spellings.runs = [Run(font: .bold, text: short), Run(font: .roman, text: "|")]
        }
        spellings = append(spellings, Word(runs: [Run(font: .bold, text: declaration.flag)]))
        var value = declaration.valueName.map(placeholder)
        value?.followsOption = true
        return [spellings] + (value.map { [$0] } ?? [])
    }

    /// `FILE|DIR...`: each name italic; `[`, `]`, `|`, `,` and `...` roman.
    static func placeholder(_ text: String) -> Word {
        var word = Word(runs: [])
        var rest = Substring(text)
        while let first = rest.first {
            let typed = rest.hasPrefix("...") ? "..." : "[]|,".contains(first) ? String(first) : nil
            if let typed {
                word = append(word, roman(typed))
                rest = rest.dropFirst(typed.count)
            } else {
                word = append(word, Word(runs: [Run(font: .italic, text: String(first))]))
                rest = rest.dropFirst()
            }
        }
        return word
    }

    /// The alternatives, a bar between them: a word of its own when `spaced`, else joining
    /// the last word of one and the first of the next.
    private static func oneOf(_ alternatives: [[Word]], spaced: Bool) -> [Word] {
        var words: [Word] = []
        for alternative in alternatives {
            if words.isEmpty {
                words = alternative
            } else if spaced {
                words += [roman("|")] + alternative
            } else {
                words[words.count - 1] = append(words[words.count - 1], roman("|"))
                words[words.count - 1] = append(words[words.count - 1], alternative.first ?? Word(runs: []))
                words += alternative.dropFirst()
            }
        }
        return words
    }

    private static func roman(_ text: String) -> Word { Word(runs: [Run(font: .roman, text: text)]) }

    /// `second` after `first`, a run in the same font as the one before it joined to it.
    private static func append(_ first: Word, _ second: Word) -> Word {
        var word = first
        for run in second.runs {
            if let last = word.runs.last, last.font == run.font {
                word.runs[word.runs.count - 1].text += run.text
            } else {
                word.runs.append(run)
            }
        }
        return word
    }
}
