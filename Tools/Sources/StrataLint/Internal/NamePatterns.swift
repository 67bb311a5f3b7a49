#if StrataTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of `independent` and `forbidden` in `.strata-lint.yml`: a layer's or a module's name,
/// where `*` stands for any characters (`GitHubBrowser*Views`).
enum NamePatterns {
    /// Whether `name` is one of `patterns`.
    static func matches(_ name: String, _ patterns: [String]) -> Bool {
        patterns.contains { pattern in pattern == name || (pattern.contains("*") && fnmatch(pattern, name, 0) == 0) }
    }
}
#endif
