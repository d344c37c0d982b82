import Testing

/// How man/pushroute.1 lays out as `man` renders it.
@Suite struct ManualLayoutTests {
    /// After an example (`.EX` ... `.EE`), a sentence starts a paragraph of its own (`.PP`,
    /// or a list item's macro): text right after `.EE` stays in the example's indented
    /// block, and `man` shows it indented like the example.
    @Test func noTextRightAfterAnExample() throws {
        let page = try readText(CommandRunner.root.appendingPathComponent("man/pushroute.1").path)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let stray = lines.indices.dropFirst().filter { index in
            lines[index - 1] == ".EE" && !lines[index].hasPrefix(".") && !lines[index].isEmpty
        }
        #expect(stray.isEmpty, "text right after .EE at lines \(stray.map { $0 + 1 })")
    }
}
