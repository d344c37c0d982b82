import Testing

@testable import PushRouteReader

/// `Envelope.mayWrap` looks for the envelopes' first keys on jansson's tree through a list of
/// literals; it must name exactly the first keys of the envelopes the reader knows.
struct EnvelopeTests {
    @Test func firstKeysAreThoseOfTheKinds() {
        let fromKinds = Set(Envelope.kinds.flatMap { $0.paths.map { $0[0] } })
        let listed = Envelope.firstKeys.map { $0.description }
        #expect(Set(listed) == fromKinds)
        #expect(listed.count == Set(listed).count)
    }
}
