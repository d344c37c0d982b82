/// The frame of every HTML report: one HTML5 document with everything inline. Its
/// Content-Security-Policy allows no script, no request and no external file, so even a
/// mistake in escaping could not run anything or fetch anything.
enum HTMLPage {
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

    /// The document up to and including `<main>`.
    static func start(title: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="pushroute \(CommandLineTool.version)">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(HTMLStyle.base)\(style)\(HTMLStyle.print)</style>
        </head>
        <body>
        <main>

        """
    }

    static let end = "</main>\n</body>\n</html>\n"

    /// The last lines of a report: the version that wrote it (`CommandLineTool.version`) and
    /// the date (`ReportDate`).
    static func footer(date: String) -> String {
        "<footer class=\"muted\">Written by pushroute \(CommandLineTool.version) on \(HTMLText.escape(date)).</footer>\n"
    }
}
