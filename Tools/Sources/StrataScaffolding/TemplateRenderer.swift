import Foundation

/// Fills in a template: replaces the placeholders and keeps or drops the conditional lines.
struct TemplateRenderer {
    let placeholders: [String: String]
    let withList: Bool

    func render(_ text: String) -> String {
        var output: [Substring] = []
        var keeping: [Bool] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "{{#list}}": keeping.append(withList)
            case "{{^list}}": keeping.append(!withList)
            case "{{/list}}": if !keeping.isEmpty { keeping.removeLast() }
            default: if keeping.allSatisfy({ $0 }) { output.append(line) }
            }
        }
        return fill(output.joined(separator: "\n"))
    }

    func fill(_ text: String) -> String {
        var result = text
        for (key, value) in placeholders {
            result = result.replacingOccurrences(of: "{{\(key)}}", with: value)
        }
        return result
    }
}
