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
