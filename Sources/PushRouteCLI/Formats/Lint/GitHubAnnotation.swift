import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// Findings as GitHub Actions workflow commands:
/// `::error file=F,line=L,col=C,title=RULE::message` (`warning`, and `notice` for info).
public enum GitHubAnnotation {
    public static func render(_ finding: Diagnostic) -> String {
        let properties = [
            "file=" + escapeProperty(finding.file),
            "line=\(finding.position.line)",
            "col=\(finding.position.column)",
            "title=" + escapeProperty(finding.rule?.rawValue ?? ""),
        ]
        return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .note: "notice"
        }
    }

    /// The message: `%`, CR and LF are percent-encoded (actions/toolkit `escapeData`); the
    /// other control and bidirectional characters but tab are escaped as in text
    /// (`TerminalEscaping`), for the log a person reads.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where TerminalEscaping.isUnsafe(scalar): result += TerminalEscaping.escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value: as data, and also `:` and `,` (actions/toolkit `escapeProperty`).
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
