extension AccountPhase {
    /// Whether someone is signed in and nothing is running.
    public var isSignedIn: Bool {
        if case .signedIn = self { true } else { false }
    }
}
