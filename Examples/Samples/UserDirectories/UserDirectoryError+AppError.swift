import GitHubBrowserApplication
import GitHubBrowserDomain
import SamplePresenters

extension UserDirectoryError {
    /// `error` — whatever the GitHub Browser's infrastructure threw — as the browser explains it
    /// to a user (its `AppError`'s title and message), but for the two failures that mean
    /// something else here: "not found" names the user `login`, and a refused token names
    /// `GITHUB_TOKEN`, the sample's only way to give one.
    init(_ error: any Error, login: String?) {
        let appError = AppError(error)
        switch appError {
        case .notFound:
            let subject = login.map { "user “\($0)”" } ?? "such user"
            self.init(title: appError.title, message: "GitHub has no \(subject).")
        case .unauthorized:
            self.init(title: appError.title, message: "GitHub did not accept the token in GITHUB_TOKEN. Unset it, or set a valid one.")
        default:
            self.init(title: appError.title, message: appError.message())
        }
    }

    /// Runs `operation`, turning what it throws into a `UserDirectoryError` (see
    /// ``init(_:login:)``); `login` names the user it is about, if any.
    static func capture<Value>(about login: String? = nil, _ operation: () async throws -> Value) async throws(UserDirectoryError) -> Value {
        do {
            return try await operation()
        } catch {
            throw UserDirectoryError(error, login: login)
        }
    }
}
