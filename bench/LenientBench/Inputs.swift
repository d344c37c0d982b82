import PushRouteCore
import PushRouteReader

/// The benchmark's inputs, generated in memory from fixed seeds.
enum Inputs {
    /// Push payloads as compact JSON lines, each read on its own as one file would be.
    static func payloadDocuments(count: Int) -> [[UInt8]] {
        var generator = PayloadGenerator(seed: 1)
        return (0..<count).map { _ in Array(Jansson.encode(generator.payload(), style: .record).utf8) }
    }

    /// One JSON object of about `bytes` bytes, indented by 2: campaigns keyed by name, each a payload.
    static func largeJSON(bytes: Int) -> [UInt8] {
        var generator = PayloadGenerator(seed: 2)
        var members: [JSONObject.Member] = []
        var size = 0
        while size < bytes {
            let payload = generator.payload()
            size += Jansson.encode(payload, style: JSONStyle(indent: 2)).utf8.count + 24
            members.append(.init(key: campaignKey(members.count), value: payload))
        }
        return Array(Jansson.encode(.object(JSONObject(members)), style: JSONStyle(indent: 2)).utf8)
    }

    /// One NSDictionary description of exactly `bytes` bytes, keys sorted as Apple prints
    /// them: a Leanplum push's members (`aps` typed by Apple's schema), campaigns keyed by
    /// name, each a payload, and a last string member that pads the text to the size.
    /// `members`: how many members the dictionary has.
    static func pastedDictionary(bytes: Int) -> (text: [UInt8], members: Int) {
        var generator = PayloadGenerator(seed: 3)
        let push = generator.leanplum().objectValue?.members ?? []
        let before = push.filter { OpenStepPrinter.precedes($0.key, "campaign") }
        let after = push.filter { !OpenStepPrinter.precedes($0.key, "campaign") }
        var text = "{\n" + entries(before)
        let tail = entries(after)
        var campaigns = 0
        while true {
            let entry = entries([.init(key: campaignKey(campaigns), value: generator.payload())])
            if text.utf8.count + entry.utf8.count + tail.utf8.count + 64 > bytes { break }
            text += entry
            campaigns += 1
        }
        text += tail
        let head = "    zzpadding = \""
        let end = "\";\n}\n"
        let fill = bytes - text.utf8.count - head.utf8.count - end.utf8.count
        text += head + String(repeating: "lorem ipsum dolor ", count: fill / 18 + 1).prefix(fill) + end
        precondition(text.utf8.count == bytes, "pasted dictionary of \(text.utf8.count) bytes, wanted \(bytes)")
        return (Array(text.utf8), push.count + campaigns + 1)
    }

    /// Members of the outermost dictionary, sorted, as `key = value;` lines.
    private static func entries(_ members: [JSONObject.Member]) -> String {
        var text = ""
        for member in members.sorted(by: { OpenStepPrinter.precedes($0.key, $1.key) }) {
            text += "    " + OpenStepPrinter.word(member.key) + " = "
            OpenStepPrinter.write(member.value, indent: 1, into: &text)
            text += ";\n"
        }
        return text
    }

    static func campaignKey(_ index: Int) -> String {
        let digits = String(index)
        return "campaign" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
