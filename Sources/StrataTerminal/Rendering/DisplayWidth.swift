/// How many terminal columns text occupies.
///
/// Terminals give East-Asian wide characters (CJK ideographs, Hiragana, Katakana, Hangul,
/// fullwidth forms) and emoji two columns, combining marks and format characters none, and
/// everything else one. Use these functions whenever you measure, wrap, pad or truncate text for
/// the screen — counting `Character`s makes Japanese text drift out of line.
///
/// The tables follow Unicode's East Asian Width property (W and F) and its emoji presentation
/// property, with no dependency beyond the standard library.
public enum DisplayWidth {
    /// Ranges of scalars that are wide (East Asian Width W or F), sorted.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF, // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF, // CJK extension A
        0x4E00...0x9FFF, // CJK unified ideographs
        0xA000...0xA4CF, // Yi
        0xA960...0xA97F, // Hangul Jamo extended A
        0xAC00...0xD7A3, // Hangul syllables
        0xF900...0xFAFF, // CJK compatibility ideographs
        0xFE10...0xFE19, // vertical forms
        0xFE30...0xFE6F, // CJK compatibility forms, small form variants
        0xFF00...0xFF60, // fullwidth forms
        0xFFE0...0xFFE6, // fullwidth signs
        0x16FE0...0x16FE4, 0x17000...0x18CFF, // Tangut
        0x1B000...0x1B2FF, // Kana supplement and extended
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F1E6...0x1F1FF, // regional indicators (flags), drawn wide by terminals
        0x1F200...0x1F251, // enclosed ideographic supplement
        0x1F300...0x1F64F, // pictographs, emoticons
        0x1F680...0x1F6FF, // transport and map symbols
        0x1F7E0...0x1F7EB,
        0x1F900...0x1F9FF, // supplemental symbols and pictographs
        0x1FA70...0x1FAFF, // symbols and pictographs extended A
        0x20000...0x2FFFD, // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD, // CJK extension G and later
    ]

    /// Ranges of scalars that take no column of their own (besides marks and format characters,
    /// which are recognised by general category), sorted.
    private static let zeroWidthRanges: [ClosedRange<UInt32>] = [
        0x1160...0x11FF, // Hangul Jamo medial vowels and final consonants join the preceding syllable
        0x200B...0x200F, // zero-width space, joiners, direction marks
        0xD7B0...0xD7FF, // Hangul Jamo extended B
    ]

    /// The width of one scalar: 0, 1 or 2 columns. Control characters count as 0.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        // Fast paths for the common scripts, before the (costly) general-category lookup: these
        // blocks hold no marks or format characters.
        if value >= 0x4E00 && value <= 0x9FFF { return 2 } // CJK unified ideographs
        if value >= 0x3041 && value <= 0x3096 { return 2 } // Hiragana letters
        if value >= 0x30A0 && value <= 0x30FF { return 2 } // Katakana
        if value >= 0xAC00 && value <= 0xD7A3 { return 2 } // Hangul syllables
        if value >= 0x2010 && value <= 0x2027 { return 1 } // dashes, quotes, bullets, ellipsis
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if contains(zeroWidthRanges, value) { return 0 }
        return contains(wideRanges, value) ? 2 : 1
    }

    /// The width of one grapheme cluster, 0 to 2 columns.
    ///
    /// A cluster is as wide as its widest scalar; an emoji presentation selector (U+FE0F) after a
    /// pictograph makes it wide, as terminals draw it.
    public static func of(_ character: Character) -> Int {
        // One UTF-8 byte is ASCII ("\r\n" is two bytes and goes the long way, to 0).
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte < 0x20 || byte == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        if iterator.next() == nil { return of(first) }
        var width = 0
        for scalar in scalars {
            if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
            width = max(width, of(scalar))
        }
        return width
    }

    /// The width of a string: the sum of its grapheme clusters' widths.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The longest prefix of `text` that fits in `columns` columns. A wide character that would
    /// straddle the limit is left out rather than cut in half.
    public static func prefix(of text: some StringProtocol, fitting columns: Int) -> String {
        var used = 0
        var result = ""
        for character in text {
            let width = of(character)
            if used + width > columns { break }
            used += width
            result.append(character)
        }
        return result
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
