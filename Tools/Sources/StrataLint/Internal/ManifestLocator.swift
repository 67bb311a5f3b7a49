#if StrataTools
/// Finds, in the text of a `Package.swift`, where a target is declared and where it names one of
/// its dependencies, so that a finding about that dependency is reported at its line.
///
/// It reads the text, not the manifest's meaning: a target is found by a `name: "…"` argument of a
/// `.target(`, `.testTarget(`, `.executableTarget(`, … call, and a dependency by its name in quotes
/// inside that call. A name the manifest computes (`"Patterns\(name)"`) or a dependency held in a
/// variable is not found: the finding is then at the target, or at the file's first line.
struct ManifestLocator {
    private let bytes: [UInt8]
    /// The calls that declare a target: each call's name, the offset of its `(` and of its `)`.
    private let targetCalls: [(open: Int, close: Int)]

    private static let targetKinds: Set<String> = [
        "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    init(text: String) {
        bytes = Array(text.utf8)
        // A `.target(name:)` inside another is a dependency, not a declaration.
        let calls = Self.calls(in: bytes).filter { Self.targetKinds.contains($0.name) }.sorted { $0.open < $1.open }
        var outermost: [(open: Int, close: Int)] = []
        for call in calls where !(outermost.last.map { $0.open < call.open && call.close < $0.close } ?? false) {
            outermost.append((call.open, call.close))
        }
        targetCalls = outermost
    }

    /// The offset of the place that declares `target`'s dependency `dependency`, else of the
    /// target's name, else `nil`.
    func offset(ofDependency dependency: String, of target: String) -> Int? {
        let name = Array("name: \"\(target)\"".utf8)
        for call in targetCalls {
            // `name:` is the first argument of every call that declares a target.
            var declared = call.open + 1
            while declared < call.close, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[declared]) { declared += 1 }
            guard declared + name.count <= call.close, bytes[declared..<declared + name.count].elementsEqual(name) else { continue }
            // The dependencies come after the name, its first argument.
            return Self.find(Array("\"\(dependency)\"".utf8), in: bytes, from: declared + name.count, to: call.close) ?? declared
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        guard !needle.isEmpty, end - start >= needle.count else { return nil }
        var index = start
        while index + needle.count <= end {
            if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Every call `.name(…)` of the text with the offsets of its brackets, strings and comments
    /// left out of the bracket count.
    private static func calls(in bytes: [UInt8]) -> [(name: String, open: Int, close: Int)] {
        var result: [(name: String, open: Int, close: Int)] = []
        var open: [(name: String, offset: Int)] = []
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "("):
                var start = index
                while start > 0, bytes[start - 1] == UInt8(ascii: "_") || (bytes[start - 1] | 0x20) >= UInt8(ascii: "a") && (bytes[start - 1] | 0x20) <= UInt8(ascii: "z") {
                    start -= 1
                }
                let isMember = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
                open.append((isMember ? String(decoding: bytes[start..<index], as: UTF8.self) : "", index))
            case UInt8(ascii: ")"):
                if let call = open.popLast(), !call.name.isEmpty { result.append((call.name, call.offset, index)) }
            default:
                break
            }
            index += 1
        }
        return result
    }
}
#endif
