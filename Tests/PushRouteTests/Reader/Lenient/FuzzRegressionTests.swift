import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader

/// Inputs the fuzz targets (Tests/Fuzz) found a problem with, kept so that it stays fixed.
@Suite struct FuzzRegressionTests {
    /// Each input, base64-encoded (they hold NUL bytes and invalid UTF-8), and what it found.
    static let inputs: [(found: String, base64: String)] = [
        // Comment markers, a Swift literal and NSData text, cut off: every place the scanner tried
        // counted lines from the last payload again (found while issue 11 was built; fixed then).
        (
            "timeout, issue 11",
            "Ly8gY29waWVkIGZyb20gdGhlIHN0YWdpbmcgY29udCZlZCBieSBoYW5kCnsKICBhcHM6IHsKICAgIGFTdWJzdHJpbml0bGU6ICdQcmljZSBkcm9wJywgYm9keTogJ0l0XCdzIGNoZWFwZXIgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAbm93Jyx9LCAgLyogYm90aCBhbGVydP//////IGZpZWxkcyAqDQovCiAgICAnbXV0YWJsZS1jb250SGVufCc6IDEsCiAgICBzb3VuZDogImQjIEEgQ2xldmVyVGFwIHB1c2ggdGFwbHBlZCB3aC5sZSB0aGUgYXBwIGlzIG5vdCBydW5uaW5nLCBvbiBhIGRldmljZSB3aGVyZSB0aGQgYXBwCiMAAAAAAHN0ICB3enJrX3Bpdm90OgEAAAAAZmljYXRpb24gZGF0YToge2xlbmd0aCA9IDIyNiwgICAgbGV0IHVzZXJJbmYsbzogW0FueUhhc2hhYmxlOiBBbnldtj0gWwogICAgICAgICJhcHMgYnl0ZXMiOiBbCiAgICAgICJhcHMiOiBbCiAgICAgICA9IDB4N2IyMjYxNzA3MzIyM2E3YjIyNjE2QHsKICAiYXDeIjogewpjNjU3Mjc0MjJvZHkgPSAiNTAlIG9qAAAAAAAAAHkgbiBvbmx1bHkidA=="
        )
    ]

    /// Some inputs found timeouts: a reading that does not end within a minute is a failure
    /// (`finishing(within:)`, whose clock runs only while the reading does).
    @Test(arguments: inputs.map(\.base64))
    func readsToTheEnd(_ base64: String) throws {
        let bytes = try #require(Data(base64Encoded: base64))
        for limits in [ReaderLimits(), ReaderLimits(maxDepth: 8, maxPayloadBytes: 256)] {
            let read = finishing(within: 60) { () -> (lenient: [Bool], document: Int) in
                let payloads = bytes.withUnsafeBytes { LenientReader.read($0, file: "fuzz", limits: limits) }
                var read = 0
                bytes.withUnsafeBytes {
                    PayloadReader(limits: limits).readDocument($0, file: "fuzz") { _ in read += 1 }
                }
                return (payloads.map { $0.value != nil || !$0.diagnostics.isEmpty }, read)
            }
            let (lenient, document) = try #require(read, "the reading did not end within a minute")
            #expect(lenient.allSatisfy { $0 })
            #expect(document > 0)
        }
    }
}
