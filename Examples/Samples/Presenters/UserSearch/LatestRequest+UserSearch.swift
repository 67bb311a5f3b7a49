import Foundation

extension LatestRequest {
    /// Runs the user search for `text` (trimmed) in `directory` and calls `show` with each phase it
    /// goes through: `.searching`, then `.found` or `.failed` — unless a newer search started. An
    /// empty text cancels the search in flight and shows `.idle`.
    ///
    /// The one search logic of the user-search sample, shared by both MVP presenters and the MVVM
    /// view model; each records the phase where its view reads it.
    func searchUsers(_ text: String, in directory: any UserDirectory, show: @escaping @MainActor (UserSearchPhase) -> Void) {
        let query = text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            cancel()
            return show(.idle)
        }
        show(.searching(query: query))
        run {
            do throws(UserDirectoryError) {
                return .success(try await directory.searchUsers(query))
            } catch {
                return .failure(error)
            }
        } deliver: { result in
            switch result {
            case let .success(users): show(.found(query: query, users: users))
            case let .failure(error): show(.failed(query: query, error: error))
            }
        }
    }
}
