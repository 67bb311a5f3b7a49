/// Formats counts the way the screens show them, the same in every locale (snapshots stay stable).
enum CountFormat {
    /// `count` in at most four characters plus a suffix: `999`, `1.2k`, `12k`, `1.3M`.
    static func compact(_ count: Int) -> String {
        switch count {
        case ..<1_000:
            return "\(max(0, count))"
        case ..<10_000:
            let tenths = count / 100
            return tenths % 10 == 0 ? "\(tenths / 10)k" : "\(tenths / 10).\(tenths % 10)k"
        case ..<1_000_000:
            return "\(count / 1_000)k"
        default:
            let tenths = count / 100_000
            return tenths % 10 == 0 ? "\(tenths / 10)M" : "\(tenths / 10).\(tenths % 10)M"
        }
    }

    /// `count` with thousands separated by commas: `1,234,567`.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return count < 0 ? "-" + result : result
    }

    /// The noun for `count` repositories, agreeing with the number: `repository` for one,
    /// `repositories` otherwise.
    static func repositories(_ count: Int) -> String {
        count == 1 ? "repository" : "repositories"
    }
}
