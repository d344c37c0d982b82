import PushRouteCore

/// Where the elements of a JSON text's arrays start, as lines and columns, for messages
/// about an element (`exclude[3]`, `overrides[2].files[0]`): the JSON model keeps the
/// places of keys and values, not of array elements. The first question about an array
/// finds its elements, and those of every array inside it, in one pass over its text
/// (`JSONSpans.forEachElement`), counted by one `TextLocator` that only moves forward; the
/// answers are kept. So placing every element of every array of a settings file costs a
/// pass over it, not a pass per element.
public struct JSONElementLocator {
    private var locator: TextLocator
    /// The element places of each array found so far, by the place of its `[`.
    private var found: [SourceLocation: [SourceLocation]] = [:]
    /// The bytes of the arrays scanned so far: at most the text's length, however many
    /// elements are asked for (a test holds it to that).
    public private(set) var scannedBytes = 0

    /// `text` must outlive the locator.
    public init(_ text: UnsafeRawBufferPointer) { locator = TextLocator(text) }

    /// Where element `index` of the array whose `[` is at `array` starts; `array` itself when
    /// the text there is not an array of that many elements (text that is not strict JSON).
    public mutating func location(ofElement index: Int, inArrayAt array: SourceLocation?) -> SourceLocation? {
        guard let array else { return nil }
        if found[array] == nil { locateElements(ofArrayAt: array) }
        guard let elements = found[array], elements.indices.contains(index) else { return array }
        return elements[index]
    }

    private mutating func locateElements(ofArrayAt array: SourceLocation) {
        found[array] = []
        guard let offset = locator.offset(of: array) else { return }
        var arrays: [Int: SourceLocation] = [:]
        var places: [SourceLocation: [SourceLocation]] = [:]
        let end = JSONSpans.forEachElement(in: locator.text, arrayAt: offset) { event in
            switch event {
            case .opening(let opening):
                // The first is the array asked about, under the place it was asked by.
                let place = arrays.isEmpty ? array : locator.location(at: opening)
                arrays[opening] = place
                places[place] = []
            case .element(let opening, let start):
                let place = locator.location(at: start)
                if let owner = arrays[opening] { places[owner, default: []].append(place) }
            }
        }
        guard let end else { return }
        scannedBytes += end - offset
        found.merge(places) { _, new in new }
    }
}
