extension AccountPhase {
    /// Whether someone is signed in and nothing is running.
    var isSignedIn: Bool {
        if case .signedIn = self { true } else { false }
    }
}
