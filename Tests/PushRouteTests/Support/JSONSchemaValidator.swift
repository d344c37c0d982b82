import Foundation
import PushRouteCore
import PushRouteReader

/// The part of JSON Schema (draft 2020-12) that `docs/schemas/*.schema.json` use, checked
/// on a `JSONValue`: `type` (a name or a list), `enum`, `properties`, `required`,
/// `additionalProperties: false`, `items`, `minItems`, `maxItems`, `oneOf`, `anyOf`,
/// `allOf`, `not`, and `$ref` to `#/$defs/NAME` or to a sibling schema `NAME.schema.json`
/// (its whole document). A keyword it does not know fails the
/// check, so that a schema cannot silently ask for more than is checked; annotations
/// (`$schema`, `$id`, `title`, `description`) are skipped.
struct JSONSchemaValidator {
    let root: JSONValue

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    static let keywords: Set<String> = [
        "type", "enum", "properties", "required", "additionalProperties", "items", "minItems", "maxItems", "oneOf",
        "anyOf",
        "allOf", "not", "$ref",
    ]

    /// The schema `docs/schemas/NAME.schema.json`.
    static func named(_ name: String) throws -> JSONSchemaValidator {
        let text = try String(
            contentsOf: CommandRunner.root.appendingPathComponent("docs/schemas/\(name).schema.json"), encoding: .utf8)
        return JSONSchemaValidator(root: try Jansson.decode(text).get())
    }

    /// Where `value` breaks the schema, as `PATH: why`; empty when it conforms.
    func errors(_ value: JSONValue) -> [String] { errors(value, against: root, at: "$") }

    private func errors(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        guard case .object(let keywords) = schema else { return ["\(path): the schema is not an object"] }
        var found: [String] = []
        for member in keywords.members {
            if Self.annotations.contains(member.key) { continue }
            guard Self.keywords.contains(member.key) else {
                found.append("\(path): the validator does not know the keyword '\(member.key)'")
                continue
            }
            found += check(member.key, member.value, keywords, value, at: path)
        }
        return found
    }

    private func check(
        _ keyword: String, _ argument: JSONValue, _ schema: JSONObject, _ value: JSONValue, at path: String
    ) -> [String] {
        switch keyword {
        case "type":
            let names = argument.arrayValue?.compactMap(\.stringValue) ?? argument.stringValue.map { [$0] } ?? []
            return names.contains { Self.hasType(value, $0) }
                ? [] : ["\(path): \(Self.typeName(value)) is not \(names.joined(separator: " or "))"]
        case "enum":
            return (argument.arrayValue ?? []).contains(value)
                ? [] : ["\(path): \(Self.describe(value)) is not one of the enum"]
        case "required":
            guard case .object(let object) = value else { return [] }
            return (argument.arrayValue ?? []).compactMap(\.stringValue).filter { object[$0] == nil }.map {
                "\(path): '\($0)' is missing"
            }
        case "properties":
            guard case .object(let object) = value, case .object(let properties) = argument else { return [] }
            return properties.members.flatMap { property in
                object[property.key].map { errors($0, against: property.value, at: "\(path).\(property.key)") } ?? []
            }
        case "additionalProperties":
            // `false` refuses the properties `properties` does not name; a schema checks them.
            guard case .object(let object) = value else { return [] }
            let known = Set(schema["properties"]?.objectValue?.members.map(\.key) ?? [])
            let others = object.members.filter { !known.contains($0.key) }
            if argument == .bool(false) { return others.map { "\(path): '\($0.key)' is not allowed" } }
            guard case .object = argument else { return [] }
            return others.flatMap { errors($0.value, against: argument, at: "\(path).\($0.key)") }
        case "items":
            guard case .array(let items) = value else { return [] }
            return items.enumerated().flatMap { index, item in errors(item, against: argument, at: "\(path)[\(index)]")
            }
        case "minItems", "maxItems":
            guard case .array(let items) = value, case .integer(let bound) = argument else { return [] }
            let fits = keyword == "minItems" ? items.count >= bound : items.count <= bound
            return fits ? [] : ["\(path): \(items.count) items breaks \(keyword) \(bound)"]
        case "oneOf", "anyOf":
            let branches = (argument.arrayValue ?? []).map { errors(value, against: $0, at: path) }
            let passing = branches.filter(\.isEmpty).count
            let fits = keyword == "oneOf" ? passing == 1 : passing >= 1
            guard !fits else { return [] }
            // When no branch fits, each branch's own errors say why (`classify`: a payload's record or an event's).
            let why =
                passing > 0
                ? [] : branches.enumerated().flatMap { index, found in found.map { "(\(keyword) \(index + 1)) \($0)" } }
            return ["\(path): matches \(passing) of the \(keyword) schemas"] + why
        case "allOf":
            return (argument.arrayValue ?? []).flatMap { errors(value, against: $0, at: path) }
        case "not":
            return errors(value, against: argument, at: path).isEmpty ? ["\(path): matches the 'not' schema"] : []
        case "$ref":
            let reference = argument.stringValue ?? ""
            if reference.hasSuffix(".schema.json"), !reference.contains("/") {
                guard let sibling = try? Self.named(String(reference.dropLast(".schema.json".count))) else {
                    return ["\(path): cannot read \(reference)"]
                }
                return sibling.errors(value, against: sibling.root, at: path)
            }
            guard let target = resolve(reference) else { return ["\(path): cannot resolve \(Self.describe(argument))"] }
            return errors(value, against: target, at: path)
        default:
            return ["\(path): unknown keyword \(keyword)"]
        }
    }

    /// `#/$defs/NAME` in the root schema.
    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/$defs/") else { return nil }
        return root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
    }

    static func hasType(_ value: JSONValue, _ name: String) -> Bool {
        switch (name, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null): true
        case ("integer", .integer): true
        case ("number", .integer), ("number", .real): true
        default: false
        }
    }

    static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    static func describe(_ value: JSONValue) -> String {
        if case .string(let text) = value { return "'\(text)'" }
        return typeName(value)
    }
}

extension JSONValue {
    fileprivate var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

}
