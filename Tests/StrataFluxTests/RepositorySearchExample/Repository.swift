/// A GitHub repository, as the example's search returns it.
struct Repository: Equatable, Sendable, Identifiable {
    let id: Int
    let fullName: String
}
