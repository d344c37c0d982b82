/// The kinds of diagnostic of one domain, as an enum whose raw values are the stable ids
/// users see (`bare-word`, `aps-badge`, `cold-start-twice`). Each domain declares its own
/// enum, and a test checks that no id is declared twice, so one id never means two things;
/// where two domains report the same thing (lint's `parse-error` is the reader's), both use
/// the one declaration.
public protocol DiagnosticRule: RawRepresentable<String>, CaseIterable, Sendable {}

/// A rule id as a diagnostic holds it. Only a domain's enum makes one.
public struct RuleID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init<Rule: DiagnosticRule>(_ rule: Rule) { rawValue = rule.rawValue }

    /// For tests, which compare with the ids users see.
    init(testing rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}
