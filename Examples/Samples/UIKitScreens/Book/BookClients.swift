#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// What the Book's chapters 14 and 15 open — the whole GitHub client built in Flux (第14章 Fluxの導入例)
/// and in Redux (第15章 Reduxの導入例) — handed in by the app that runs the client (the samples cannot
/// see it). Each is usually a ``BookDestination/action(_:)`` that runs the client in that
/// architecture. Without it the Book leaves the two chapters out.
@MainActor
public struct BookClients {
    /// Chapter 14: the client in Flux.
    public let flux: BookDestination
    /// Chapter 15: the client in Redux.
    public let redux: BookDestination

    /// Creates the destinations.
    public init(flux: BookDestination, redux: BookDestination) {
        self.flux = flux
        self.redux = redux
    }
}
#endif
