import PushRouteCore
import PushRouteSimulator

/// The one line a simulation page opens with: what it concludes (issue 37), worked out from
/// the cells it shows, never typed. A comparison says whether the two sides made the same
/// calls, and in which cells they did not; a plain page says in which cells a warning arises.
extension SimulationHTMLReport {
    /// How many places a verdict names before `and N more`.
    static let verdictPlaces = 8

    func verdict() -> String {
        let cells = sections.flatMap { section in section.cells.map { (section, $0) } }
        let scenario = cells.count == 1 && cells[0].1.key == "scenario"
        let what = scenario ? "the scenario" : "\(cells.count) cell\(cells.count == 1 ? "" : "s")"
        if isComparison {
            let differing = cells.filter { !Self.agree($0.1.results) }
            let sides = variantLabels.joined(separator: " and ")
            guard !differing.isEmpty else {
                return "Same calls in \(cells.count == 1 ? what : "every cell") (\(sides) agree in \(what))"
            }
            if scenario { return "Differs in the scenario (between \(sides))" }
            return "Differs in \(differing.count) of \(what)" + places(differing, codes: false)
        }
        let warned = cells.filter { !($0.1.results.compactMap { $0 }.first?.hazards.isEmpty ?? true) }
        guard !warned.isEmpty else { return "No warnings in \(cells.count == 1 ? what : "any of the \(what)")" }
        if scenario { return "Warnings in the scenario: " + Self.codes(warned[0].1) }
        return "Warnings in \(warned.count) of \(what)" + places(warned, codes: true)
    }

    /// `: not-running, open; background, open` (with the warning codes when `codes`); on a
    /// page of several payloads, the payloads instead, each with its count of cells.
    private func places(_ cells: [(Section, CellEntry)], codes: Bool) -> String {
        guard sections.count > 1 else {
            return ": " + places(cells.map { $0.1.key + (codes ? " (" + Self.codes($0.1) + ")" : "") })
        }
        var order: [String] = []
        var counts: [String: Int] = [:]
        for (section, _) in cells {
            if counts[section.id] == nil { order.append(section.id) }
            counts[section.id, default: 0] += 1
        }
        let titles = Dictionary(uniqueKeysWithValues: sections.map { ($0.id, $0.title) })
        let payloads = order.count == 1 ? "1 payload" : "\(order.count) payloads"
        return ", in \(payloads) of \(sections.count): "
            + places(order.map { "\(titles[$0] ?? $0) (\(counts[$0] ?? 0))" })
    }

    /// The codes of a cell's warnings (its first variant's), in the order first raised, `×N`
    /// for a code raised N times (`countList`).
    private static func codes(_ cell: CellEntry) -> String {
        var counts: [(String, Int)] = []
        for raised in cell.results.compactMap({ $0 }).first?.hazards ?? [] {
            let code = raised.warning.code.rawValue
            if let index = counts.firstIndex(where: { $0.0 == code }) {
                counts[index].1 += 1
            } else {
                counts.append((code, 1))
            }
        }
        return countList(counts)
    }

    private func places(_ names: [String]) -> String {
        let shown = names.prefix(Self.verdictPlaces).joined(separator: "; ")
        return names.count > Self.verdictPlaces ? shown + "; and \(names.count - Self.verdictPlaces) more" : shown
    }
}
