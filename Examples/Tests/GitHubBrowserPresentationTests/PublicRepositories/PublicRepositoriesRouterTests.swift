@testable import GitHubBrowserPresentation
import GitHubBrowserDomain
import StrataTesting
import Testing

@MainActor
@Suite("Public tab router")
struct PublicRepositoriesRouterTests {
    @Test("it pushes the detail screen and presents the sign-in screen")
    func transitions() {
        let transitioner = RecordingTransitioner<String>(root: "public")
        let router = PublicRepositoriesRouter(
            transitioner: transitioner,
            repositoryScreen: { "detail:\($0.fullName)" },
            signInScreen: { "sign-in" }
        )
        router.showRepository(Repository(id: RepositoryID(owner: "a", name: "b")))
        router.showSignIn()
        #expect(router.canShowSignIn)
        #expect(transitioner.transitions == [.push("detail:a/b", animated: true), .present("sign-in", animated: true)])
    }

    @Test("without a sign-in screen it shows nothing")
    func noSignIn() {
        let transitioner = RecordingTransitioner<String>(root: "public")
        let router = PublicRepositoriesRouter(transitioner: transitioner, repositoryScreen: { $0.fullName }, signInScreen: nil)
        router.showSignIn()
        #expect(!router.canShowSignIn)
        #expect(transitioner.transitions.isEmpty)
    }
}
