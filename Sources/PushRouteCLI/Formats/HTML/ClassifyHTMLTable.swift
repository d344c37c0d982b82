import PushRouteCore
import PushRouteReader
import PushRouteRules

/// `classify --format html`: one table of every payload, collected as they are read and
/// written at the end, sorted by file and line.
///
/// Sorting needs no script: the rows are the items of one flex column, each carrying its
/// rank in every other order as a custom property (`--o`, `--c`, …), and a radio button per
/// column (its heading is the button's label) sets `order` to that property. A row off
/// screen is neither laid out nor painted (`content-visibility: auto`), so 10 000 rows
/// open fast; the columns have widths computed from what they hold, so that the rows,
/// each its own grid, line up.
public final class ClassifyHTMLTable {
    struct Row: Sendable {
        var label: String
        var file: String
        var line: Int
        var status: PayloadStatus
        var classification: Classification?
        var diagnostics: [Diagnostic]
        /// For a partial payload: what the missing part could change, and how the text says
        /// it (`ClassifyRecord.ownerUnless`, `gapWords`).
        var partial: PartialAnswer?
        var ownerUnless: String?
        var gapWords = ""
        /// Which flags the paste gives as code (`ClassifyRecord.codeFlags`).
        var codeFlags = (contentAvailable: false, mutableContent: false)
    }

    /// A column the table can be sorted by: its radio button's id, the custom property
    /// holding each row's rank, and the order (ties keep file order).
    struct SortOrder: Sendable {
        var id: String
        var property: String
        var key: @Sendable (Row) -> SortKey
    }

    /// What a column sorts by: a number first, then a text.
    struct SortKey: Comparable, Sendable {
        var rank: Int
        var text: String = ""
        static func < (a: SortKey, b: SortKey) -> Bool { (a.rank, a.text) < (b.rank, b.text) }
    }

    struct Column: Sendable {
        var heading: String
        var sort: SortOrder?
    }

    private var rows: [Row] = []
    /// The footer's date (`ReportDate`).
    private let date: String

    public init(date: String) {
        self.date = date
    }

    public func add(_ record: ClassifyRecord) {
        let label = PayloadLabel.text(file: record.payload.file, line: record.payload.start.line)
        rows.append(
            Row(
                label: label, file: record.payload.file, line: record.payload.start.line, status: record.status,
                classification: record.classification, diagnostics: record.payload.diagnostics,
                partial: record.partial, ownerUnless: record.ownerUnless, gapWords: record.gapWords,
                codeFlags: record.codeFlags))
    }

    static let columns: [Column] = [
        Column(heading: "input", sort: SortOrder(id: "sort-input", property: "", key: { _ in SortKey(rank: 0) })),
        Column(
            heading: "owner",
            sort: SortOrder(id: "sort-owner", property: "--o") { row in
                SortKey(
                    rank: row.classification.map { Handler.allCases.firstIndex(of: $0.handler)! }
                        ?? Handler.allCases.count)
            }),
        Column(heading: "keys that decided", sort: nil),
        Column(
            heading: "content-available",
            sort: SortOrder(id: "sort-content-available", property: "--c") {
                SortKey(rank: $0.classification?.contentAvailable == true ? 0 : 1)
            }),
        Column(
            heading: "mutable-content",
            sort: SortOrder(id: "sort-mutable-content", property: "--m") {
                SortKey(rank: $0.classification?.mutableContent == true ? 0 : 1)
            }),
        Column(
            heading: "silent",
            sort: SortOrder(id: "sort-silent", property: "--s") {
                SortKey(rank: $0.classification?.silent == true ? 0 : 1)
            }),
        Column(
            heading: "looks like",
            sort: SortOrder(id: "sort-looks-like", property: "--l") { row in
                row.classification?.lookalike.map { SortKey(rank: 0, text: $0.sdk) } ?? SortKey(rank: 1)
            }),
        Column(
            heading: "repairs",
            sort: SortOrder(id: "sort-repairs", property: "--r") {
                SortKey(rank: $0.status.wasRepaired ? -$0.diagnostics.count : 0)
            }),
    ]

    /// Writes the page to `sink`, a row at a time.
    public func write(to sink: OutputSink) {
        rows = rows.enumerated().sorted { a, b in
            (a.element.file, a.element.line, a.offset) < (b.element.file, b.element.line, b.offset)
        }.map(\.element)
        let sorts = Self.columns.compactMap(\.sort).filter { !$0.property.isEmpty }
        let ranks = sorts.map(ranks)
        sink.write(HTMLPage.start(title: "pushroute classify: \(rows.count) payloads", style: Self.style(sorts)))
        sink.write("<header><h1>pushroute classify: \(rows.count) payload\(rows.count == 1 ? "" : "s")</h1>\n")
        sink.write("<p class=\"verdict\">" + HTMLText.escape(verdict()) + "</p>\n")
        sink.write("<p>" + counts() + "</p>\n")
        sink.write(
            "<p class=\"muted\">Sorted by input. Choose a column heading to sort by it: owner (leanplum first), ")
        sink.write(
            "the flags (yes first), looks like (by name), repairs (most first); ties stay in input order.</p></header>\n"
        )
        for column in Self.columns {
            guard let sort = column.sort else { continue }
            let checked = sort.property.isEmpty ? " checked" : ""
            sink.write(
                "<input type=\"radio\" name=\"sort\" class=\"sort\" id=\"\(sort.id)\" aria-label=\"sort by \(column.heading)\"\(checked)>"
            )
        }
        sink.write("\n<table class=\"payloads\" style=\"--columns:\(columnWidths())\">\n<thead><tr>")
        for column in Self.columns {
            sink.write("<th>")
            if let sort = column.sort {
                sink.write("<label for=\"\(sort.id)\">\(column.heading)</label>")
            } else {
                sink.write(column.heading)
            }
            sink.write("</th>")
        }
        sink.write("</tr></thead>\n<tbody>\n")
        for (index, row) in rows.enumerated() {
            sink.write("<tr style=\"")
            for (number, sort) in sorts.enumerated() {
                sink.write(number == 0 ? "" : ";")
                sink.write(sort.property + ":")
                sink.write(integer: ranks[number][index])
            }
            sink.write("\">")
            writeCells(row, to: sink)
            sink.write("</tr>\n")
        }
        sink.write("</tbody>\n</table>\n")
        sink.write(HTMLPage.footer(date: date) + HTMLPage.end)
    }

    private func writeCells(_ row: Row, to sink: OutputSink) {
        sink.write(
            "<td>" + HTMLText.escape(row.label) + "</td><td>" + ClassificationHTML.owner(row.classification?.handler))
        if let unless = row.ownerUnless {
            sink.write(" <span class=\"muted\">(" + HTMLText.escape(unless) + ")</span>")
        }
        sink.write("</td><td>")
        guard let classification = row.classification else {
            sink.write(ClassificationHTML.positions(row.diagnostics))
            sink.write("</td><td></td><td></td><td></td><td></td><td></td>")
            return
        }
        sink.write(ClassificationHTML.decidingKeys(classification))
        // As the text line and JSON's could_change say it: what the missing part could change.
        let unless = " <span class=\"muted\">(unless " + HTMLText.escape(row.gapWords) + ")</span>"
        // A flag given as code: unknown, as the text line and JSON's null say it.
        func answer(_ value: Bool, code: Bool) -> String {
            code ? "<span class=\"muted\">unknown (code)</span>" : ClassificationHTML.yesNo(value)
        }
        let codeFlags = row.codeFlags
        sink.write("</td><td>" + answer(classification.contentAvailable, code: codeFlags.contentAvailable))
        if row.partial?.contentAvailable == true { sink.write(unless) }
        sink.write("</td><td>" + answer(classification.mutableContent, code: codeFlags.mutableContent))
        if row.partial?.mutableContent == true { sink.write(unless) }
        sink.write("</td><td>" + answer(classification.silent, code: codeFlags.contentAvailable))
        sink.write("</td><td>" + ClassificationHTML.lookalike(classification) + "</td><td>")
        if row.status.wasRepaired {
            let count = row.status == .partial ? "partial (\(row.diagnostics.count))" : "\(row.diagnostics.count)"
            sink.write("<details><summary>\(count)</summary>")
            sink.write(ClassificationHTML.positions(row.diagnostics))
            sink.write("</details>")
        }
        sink.write("</td>")
    }

    /// Each row's position in `sort`'s order.
    private func ranks(_ sort: SortOrder) -> [Int] {
        let keys = rows.map(sort.key)
        let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        var ranks = [Int](repeating: 0, count: rows.count)
        for (rank, index) in order.enumerated() { ranks[index] = rank }
        return ranks
    }

    /// The line the page opens with (issue 37), counted from the rows: the payloads that reach
    /// no SDK, could not be read or are cut off, or that every payload reaches an SDK.
    func verdict() -> String {
        guard !rows.isEmpty else { return "No payload" }
        let problems = [
            ("reaches no SDK", "reach no SDK", rows.filter { $0.classification?.handler == Handler.none }.count),
            ("could not be read", "could not be read", rows.filter { $0.classification == nil }.count),
            ("is cut off", "are cut off", rows.filter { $0.status == .partial }.count),
        ].filter { $0.2 > 0 }
        guard rows.count > 1 else {
            return "The payload " + (problems.isEmpty ? "reaches an SDK" : problems.map(\.0).joined(separator: " and "))
        }
        guard !problems.isEmpty else { return "Every payload reaches an SDK" }
        return problems.enumerated().map { index, problem in
            let (one, many, count) = problem
            return (index == 0 ? "\(count) of \(rows.count) payloads " : "\(count) ") + (count == 1 ? one : many)
        }.joined(separator: "; ")
    }

    /// `leanplum 4 · clevertap 3 · none 2 · invalid 1 · repaired 2`, and `· partial 1` when a
    /// payload was cut off.
    private func counts() -> String {
        var parts = Handler.allCases.map { handler in
            ClassificationHTML.owner(handler) + " \(rows.filter { $0.classification?.handler == handler }.count)"
        }
        parts.append(ClassificationHTML.owner(nil) + " \(rows.filter { $0.classification == nil }.count)")
        parts.append("repaired \(rows.filter { $0.status == .repaired }.count)")
        let partial = rows.filter { $0.status == .partial }.count
        if partial > 0 { parts.append("partial \(partial)") }
        return parts.joined(separator: " · ")
    }

    /// The columns' widths: the input's from its longest label (8 to 40 `ch`), the flags'
    /// fixed, and the keys and looks-like columns sharing what is left (each at least as wide
    /// as its longest text up to 16 and 12 `ch`), so that the table fits its page.
    private func columnWidths() -> String {
        func widest(_ texts: [String], least: Int, most: Int) -> Int {
            min(max((texts.map(TextWrap.columns).max() ?? 0) + 1, least), most)
        }
        let input = widest(rows.map { HTMLText.visible($0.label) }, least: 8, most: 40)
        let keys = widest(rows.flatMap { ($0.classification?.matchedKeys ?? []) }, least: 8, most: 16)
        let looks = widest(rows.map { $0.classification?.lookalike?.sdk ?? "" }, least: 10, most: 12)
        return "\(input)ch 11ch minmax(\(keys)ch,3fr) 11ch 11ch 8ch minmax(\(looks)ch,2fr) 9ch"
    }

    private static func style(_ sorts: [SortOrder]) -> String {
        var css = HTMLStyle.classify
        for sort in sorts {
            css += "#\(sort.id):checked~table tbody tr{order:var(\(sort.property))}\n"
        }
        for sort in Self.columns.compactMap(\.sort) {
            css += "#\(sort.id):checked~table label[for=\(sort.id)]{text-decoration:underline}"
            css += "#\(sort.id):checked~table label[for=\(sort.id)]::after{content:\" \\25BC\"}"
            css += "#\(sort.id):focus-visible~table label[for=\(sort.id)]{outline:2px solid #0b57d0}\n"
        }
        return css
    }
}
