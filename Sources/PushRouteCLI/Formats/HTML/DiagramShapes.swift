/// The shapes the diagrams of one page have in common, each drawn once in a hidden `<svg>`
/// and placed by `<use href="#id">`: a step (its call, arrow, arrowhead and note, drawn at
/// the height of its arrow) and a row of lifeline heads. Over 1 000 payloads, about 20 000
/// steps are some 4 000 shapes (docs/development.md, "Benchmarks").
///
/// What `<use>` clones is styled by the page's CSS rules whose selectors match the clone
/// alone (Chromium matches no ancestor across the clone's shadow root), so each element of a
/// shape carries every class its style needs (`HTMLStyle.simulation`).
final class DiagramShapes {
    private var ids: [String: String] = [:]
    private var drawn = ""

    /// The id of the shape `markup` (the elements inside its `<g>`), drawn the first time
    /// it is asked for; `prefix` tells steps (`s`) and lifeline heads (`l`) apart.
    func id(of markup: String, prefix: String) -> String {
        if let id = ids[markup] { return id }
        let id = prefix + String(ids.count)
        ids[markup] = id
        drawn += "<g id=\"\(id)\">" + markup + "</g>\n"
        return id
    }

    /// The hidden `<svg>` with every shape asked for; empty when there is none.
    var definitions: String {
        drawn.isEmpty ? "" : "<svg class=\"shapes\" aria-hidden=\"true\"><defs>\n" + drawn + "</defs></svg>\n"
    }
}
