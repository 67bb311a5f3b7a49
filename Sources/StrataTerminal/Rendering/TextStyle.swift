/// How text looks: SGR attributes and colours.
///
/// Build styles with the static presets and the chaining helpers: `.bold`, `TextStyle.plain.foreground(.red)`.
public struct TextStyle: Hashable, Sendable {
    /// Bold (increased intensity).
    public var isBold = false
    /// Dim (decreased intensity).
    public var isDim = false
    /// Underlined.
    public var isUnderlined = false
    /// Foreground and background swapped; Strata uses it for the selection and the focused control.
    public var isReversed = false
    /// The foreground colour, or `nil` for the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour, or `nil` for the terminal's default.
    public var background: TerminalColor?

    /// Creates a style.
    public init(
        isBold: Bool = false, isDim: Bool = false, isUnderlined: Bool = false, isReversed: Bool = false,
        foreground: TerminalColor? = nil, background: TerminalColor? = nil
    ) {
        self.isBold = isBold
        self.isDim = isDim
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's default look.
    public static let plain = TextStyle()
    /// Bold text.
    public static let bold = TextStyle(isBold: true)
    /// Dim text, for hints and placeholders.
    public static let dim = TextStyle(isDim: true)
    /// Reversed text, for selections.
    public static let reversed = TextStyle(isReversed: true)
    /// Underlined text.
    public static let underlined = TextStyle(isUnderlined: true)

    /// This style with `color` as foreground.
    public func foreground(_ color: TerminalColor?) -> TextStyle {
        var style = self
        style.foreground = color
        return style
    }

    /// This style with `color` as background.
    public func background(_ color: TerminalColor?) -> TextStyle {
        var style = self
        style.background = color
        return style
    }

    /// This style, reversed or not.
    public func reversed(_ on: Bool = true) -> TextStyle {
        var style = self
        style.isReversed = on
        return style
    }

    /// This style, bold or not.
    public func bold(_ on: Bool = true) -> TextStyle {
        var style = self
        style.isBold = on
        return style
    }

    /// This style without colours (what the renderer shows when `NO_COLOR` is set).
    public var withoutColors: TextStyle {
        var style = self
        style.foreground = nil
        style.background = nil
        return style
    }
}

/// A colour a terminal can show: one of the 16 standard colours or one of the 256-colour palette.
///
/// Styles with colours degrade gracefully: when `NO_COLOR` is set, the renderer drops colours and
/// keeps bold, dim, underline and reverse.
public enum TerminalColor: Hashable, Sendable {
    /// Black.
    public static let black = TerminalColor.standard(0)
    /// Red.
    public static let red = TerminalColor.standard(1)
    /// Green.
    public static let green = TerminalColor.standard(2)
    /// Yellow.
    public static let yellow = TerminalColor.standard(3)
    /// Blue.
    public static let blue = TerminalColor.standard(4)
    /// Magenta.
    public static let magenta = TerminalColor.standard(5)
    /// Cyan.
    public static let cyan = TerminalColor.standard(6)
    /// White (light grey on most terminals).
    public static let white = TerminalColor.standard(7)

    /// One of the 16 standard colours: 0–7 normal, 8–15 bright. Values outside 0–15 are clamped.
    case standard(UInt8)
    /// One of the 256 palette colours.
    case palette(UInt8)

    func sgrParameters(background: Bool) -> [Int] {
        switch self {
        case .standard(let value):
            let index = Int(min(value, 15))
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return [base + index % 8]
        case .palette(let value):
            return [background ? 48 : 38, 5, Int(value)]
        }
    }
}

extension TextStyle {
    /// The SGR parameters that change a terminal from `self` to `target`, as few as possible.
    /// Empty when nothing changes.
    func sgrTransition(to target: TextStyle) -> [Int] {
        if self == target { return [] }
        if target == .plain { return [0] }
        var parameters: [Int] = []
        // 22 turns off both bold and dim, so either one turning off costs a re-add of the other.
        if (isBold && !target.isBold) || (isDim && !target.isDim) {
            parameters.append(22)
            if target.isBold { parameters.append(1) }
            if target.isDim { parameters.append(2) }
        } else {
            if target.isBold && !isBold { parameters.append(1) }
            if target.isDim && !isDim { parameters.append(2) }
        }
        if isUnderlined != target.isUnderlined { parameters.append(target.isUnderlined ? 4 : 24) }
        if isReversed != target.isReversed { parameters.append(target.isReversed ? 7 : 27) }
        if foreground != target.foreground {
            parameters += target.foreground?.sgrParameters(background: false) ?? [39]
        }
        if background != target.background {
            parameters += target.background?.sgrParameters(background: true) ?? [49]
        }
        let full = [0] + target.fullParameters
        return full.count < parameters.count ? full : parameters
    }

    private var fullParameters: [Int] {
        var parameters: [Int] = []
        if isBold { parameters.append(1) }
        if isDim { parameters.append(2) }
        if isUnderlined { parameters.append(4) }
        if isReversed { parameters.append(7) }
        if let foreground { parameters += foreground.sgrParameters(background: false) }
        if let background { parameters += background.sgrParameters(background: true) }
        return parameters
    }
}
