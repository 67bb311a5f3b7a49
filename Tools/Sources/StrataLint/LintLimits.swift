#if StrataTools
/// How much one file may ask of `strata lint`: its size, how deep its brackets nest, and how long
/// it may take. A file past a limit is not checked: it is reported (`unparseable-file`, at error
/// severity unless the configuration says otherwise) and the run goes on with the other files.
///
/// The defaults are far above what apps' code needs (the article "Running strata lint" says how far),
/// and low enough that a hostile or broken file can neither exhaust the process's stack or memory
/// nor keep a run going for hours. Set them in `.strata-lint.yml`:
///
/// ```yaml
/// limits:
///   max-file-size: 4194304          # bytes
///   max-nesting-depth: 128
///   max-square-bracket-depth: 16
///   file-time-budget: 60            # seconds
/// ```
public struct LintLimits: Sendable, Hashable {
    /// The largest file checked, in bytes (`max-file-size`; 2 MiB by default). A larger file is
    /// reported without being read whole: files this large are generated, and parsing one takes
    /// time and memory in proportion to it.
    public var maximumFileSize = 2 << 20
    /// How deep brackets — `(`, `[`, `{` and the `<` of generic arguments — may nest
    /// (`max-nesting-depth`; 128 by default). Deeper nesting would overflow the parser's stack;
    /// the parser stops at the same depth.
    public var maximumNestingDepth = 128
    /// How deep square brackets may nest (`max-square-bracket-depth`; 16 by default): at every `[`
    /// the parser looks ahead for a type, and the time of that look-ahead doubles with each `[`
    /// nested in it.
    public var maximumSquareBracketDepth = 16
    /// How long one file may take to parse and check when ``Linter/lint(paths:workers:)`` lints
    /// files (`file-time-budget`, in seconds; 30 by default). A file still being parsed then is
    /// reported and given up: the run goes on without waiting for it, and its result, if it ever
    /// comes, is dropped.
    public var fileTimeBudget = Duration.seconds(30)

    /// The default limits.
    public init() {}
}
#endif
