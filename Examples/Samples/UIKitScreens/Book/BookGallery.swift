#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// The pattern gallery's screens, as the samples' Book opens them: the gallery's list of the seven
/// patterns (chapters 4 and 13), and the variants the book's chapters 8 (Flux), 9 (Redux) and 10
/// (10.3, VIPER) and the VIPER article show.
///
/// The samples cannot build them: the gallery is built on the GitHub Browser's layers, which the
/// samples never see. So the app that shows the Book, which sees both, hands them in
/// (`BookEntry.chapters(directory:gallery:)`); without them the Book lists the samples' chapters only.
@MainActor
public struct BookGallery {
    /// The gallery's list of the patterns, each opening its variant.
    public let patterns: BookDestination
    /// The Flux variant (a tab bar: `sheet`).
    public let flux: BookDestination
    /// The Redux variant.
    public let redux: BookDestination
    /// The VIPER variant.
    public let viper: BookDestination

    /// The gallery whose list is `patterns` and whose Flux, Redux and VIPER variants open through
    /// `flux`, `redux` and `viper`.
    public init(patterns: BookDestination, flux: BookDestination, redux: BookDestination, viper: BookDestination) {
        self.patterns = patterns
        self.flux = flux
        self.redux = redux
        self.viper = viper
    }
}
#endif
