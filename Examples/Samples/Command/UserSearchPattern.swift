import ArgumentParser

/// The `--pattern` option of `users`: which chapter's user search runs.
enum UserSearchPattern: String, ExpressibleByArgument, CaseIterable {
    /// Chapter 6: MVP, in the form `--form` names, with chapter 12's router.
    case mvp
    /// Chapter 7: MVVM, whose view model emits the navigation the screen performs.
    case mvvm
}
