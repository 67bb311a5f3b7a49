import GitHubBrowserComposition
import Testing

@Suite("LaunchError")
struct LaunchErrorTests {
    @Test("describes itself with its message only, ready to print")
    func description() {
        let error = LaunchError("The offline catalog at /x is damaged.")
        #expect(error.description == "The offline catalog at /x is damaged.")
        #expect("\(error)" == error.message)
    }
}
