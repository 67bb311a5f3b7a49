import Foundation

/// The links of an HTTP `Link` header (RFC 8288), as GitHub sends them for pagination:
/// `<https://api.github.com/…&page=2>; rel="next", <…&page=5>; rel="last"`.
struct LinkHeader: Equatable {
    /// The target of each relation type (`next`, `last`, `prev`, `first`).
    let links: [String: URL]

    /// Parses a header value; links that cannot be read are skipped.
    init(_ value: String) {
        var links: [String: URL] = [:]
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let target = rest[rest.index(after: open)..<close]
            let afterTarget = rest[rest.index(after: close)...]
            let parametersEnd = afterTarget.firstIndex(of: "<") ?? afterTarget.endIndex
            let parameters = afterTarget[..<parametersEnd]
            if let url = URL(string: String(target)) {
                for relation in Self.relations(in: parameters) where links[relation] == nil {
                    links[relation] = url
                }
            }
            rest = afterTarget[parametersEnd...]
        }
        self.links = links
    }

    /// The `next` link, if any.
    var next: URL? { links["next"] }

    private static func relations(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\",")))
            return value.split(separator: " ").map { $0.lowercased() }
        }
        return []
    }
}

extension URL {
    /// The value of the query parameter `name`, if present.
    func queryValue(_ name: String) -> String? {
        URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }
}
