/// One part of a command's synopsis, declared beside its options: `--help`'s usage line and
/// the man page's SYNOPSIS are both written from it (docs/development.md, "The generated
/// manual"). A struct rather than an indirect enum: a global holding an enum's boxed payload
/// with tag bits set would look leaked to LeakSanitizer (see `OptionDeclaration.completion`).
public struct SynopsisItem: Sendable {
    enum Kind: Equatable, Sendable {
        /// An option as it is written, `-f|--format text|json`, its value named by its declaration.
        case option
        /// A word typed as it is: `infer`.
        case literal
        /// What the user puts in, `[FILE|DIR...]`, `CODE`: its words are placeholders, its
        /// `[`, `]`, `|`, `,` and `...` typed as they are.
        case operand
        /// Parts that may be left out: `[--trace [--state S]]`.
        case optional
        /// One of the parts: `--write | --check` (`spaced`), `-h|--help|-V|--version`.
        case oneOf(spaced: Bool)
    }

    let kind: Kind
    let declaration: OptionDeclaration?
    let text: String
    let items: [SynopsisItem]

    public static func option(_ declaration: OptionDeclaration) -> SynopsisItem {
        SynopsisItem(kind: .option, declaration: declaration, text: "", items: [])
    }

    public static func literal(_ word: String) -> SynopsisItem {
        SynopsisItem(kind: .literal, declaration: nil, text: word, items: [])
    }

    public static func operand(_ text: String) -> SynopsisItem {
        SynopsisItem(kind: .operand, declaration: nil, text: text, items: [])
    }

    public static func optional(_ items: SynopsisItem...) -> SynopsisItem {
        SynopsisItem(kind: .optional, declaration: nil, text: "", items: items)
    }

    public static func oneOf(_ items: SynopsisItem..., spaced: Bool = true) -> SynopsisItem {
        SynopsisItem(kind: .oneOf(spaced: spaced), declaration: nil, text: "", items: items)
    }

    /// The files and folders a command reads, standard input without them.
    public static let inputs = operand("[FILE|DIR...]")

    /// Each option optional on its own: `[--lines] [--events]`.
    public static func optional(each declarations: [OptionDeclaration]) -> [SynopsisItem] {
        declarations.map { optional(.option($0)) }
    }

    /// The options this part names, in order.
    var options: [OptionDeclaration] { declaration.map { [$0] } ?? items.flatMap(\.options) }
}

/// The ways a command is written: one form a line, each a sequence of `SynopsisItem`s after
/// `pushroute` and the command's name.
public struct Synopsis: Sendable {
    public var forms: [[SynopsisItem]]

    public init(_ forms: [SynopsisItem]...) { self.forms = forms }

    /// The options its forms name, in the order they name them: a command whose synopsis
    /// orders its options declares its `options` as these, so the order is declared once.
    public var options: [OptionDeclaration] { forms.flatMap { $0.flatMap(\.options) } }

    /// The words and operands of the first form, as typed: `infer DIR`, `[FILE|DIR...]`.
    var operands: String {
        (forms.first ?? []).filter { $0.kind == .literal || $0.kind == .operand }.map(\.text).joined(separator: " ")
    }

    /// Every option optional, in the order they are declared, then `operands`.
    public static func options(_ declarations: [OptionDeclaration], then operands: String) -> Synopsis {
        Synopsis(SynopsisItem.optional(each: declarations) + [.operand(operands)])
    }
}
