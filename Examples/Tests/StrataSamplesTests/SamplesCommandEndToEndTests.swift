import Foundation
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing

/// Runs the real `strata-samples` binary: under tmux (its own `-L` socket) for the interactive
/// samples, directly for `--help` and the not-a-TTY error.
@Suite("strata-samples end to end", .serialized)
struct SamplesCommandEndToEndTests {
    private static let canRunTmux = ProcessRunner.builtExecutable(named: "strata-samples") != nil && ProcessRunner.which("tmux") != nil

    @Test("--help explains every sample", .enabled(if: ProcessRunner.builtExecutable(named: "strata-samples") != nil, "needs strata-samples built"))
    func help() throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let overview = try ProcessRunner.run(samples, ["--help"])
        #expect(overview.status == 0)
        #expect(overview.output.contains("hoge") && overview.output.contains("animals"))
        #expect(overview.output.contains("counter") && overview.output.contains("signup"))
        #expect(overview.output.contains("colour-mode sample"))
        #expect(overview.output.contains("solid"))
        #expect(overview.output.contains("users") && overview.output.contains("MVP chapter's GitHub user search"))
        #expect(overview.output.contains("coordinator") && overview.output.contains("Chapter 11"))
        let animals = try ProcessRunner.run(samples, ["animals", "--help"])
        #expect(animals.output.contains("--start <start>"))
        #expect(animals.output.contains("confirmation"))
        let wrong = try ProcessRunner.run(samples, ["animals", "--start", "bird"])
        #expect(wrong.status == 64, "a bad option is a usage error")
        #expect(wrong.error.contains("bird"))
    }

    @Test("counter --help explains the two flavours; an unknown flavour is a usage error", .enabled(if: ProcessRunner.builtExecutable(named: "strata-samples") != nil, "needs strata-samples built"))
    func counterHelp() throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let help = try ProcessRunner.run(samples, ["counter", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--flavour <flavour>"))
        #expect(help.output.contains("original") && help.output.contains("cocoa"))
        #expect(help.output.contains("the view observes the model"))
        let wrong = try ProcessRunner.run(samples, ["counter", "--flavour", "mvp"])
        #expect(wrong.status == 64, "a bad option is a usage error")
        #expect(wrong.error.contains("mvp"))
        let signup = try ProcessRunner.run(samples, ["signup", "--help"])
        #expect(signup.status == 0)
        #expect(signup.output.contains("enabled only"))
        #expect(signup.output.contains("--binding <binding>"))
        #expect(signup.output.contains("observation") && signup.output.contains("notification") && signup.output.contains("stream"))
        let wrongBinding = try ProcessRunner.run(samples, ["signup", "--binding", "rx"])
        #expect(wrongBinding.status == 64, "an unknown binding is a usage error")
        #expect(wrongBinding.error.contains("rx"))
    }

    @Test("users --help explains both forms and both sources; a bad form or a misplaced option is a usage error",
          .enabled(if: ProcessRunner.builtExecutable(named: "strata-samples") != nil, "needs strata-samples built"))
    func usersHelp() throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let help = try ProcessRunner.run(samples, ["users", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--form <form>") && help.output.contains("passive-view") && help.output.contains("supervising-controller"))
        #expect(help.output.contains("--source <source>") && help.output.contains("offline") && help.output.contains("github"))
        let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("(flow synchronisation)") && words.contains("(observer synchronisation)"))
        let wrong = try ProcessRunner.run(samples, ["users", "--form", "mvvm"])
        #expect(wrong.status == 64, "an unknown form is a usage error")
        #expect(wrong.error.contains("mvvm"))
        #expect(words.contains("--pattern mvvm runs the MVVM chapter's version"))
        let formWithMVVM = try ProcessRunner.run(samples, ["users", "--pattern", "mvvm", "--form", "passive-view"])
        #expect(formWithMVVM.status == 64)
        #expect(formWithMVVM.error.contains("--form is used only with --pattern mvp."))
        #expect(words.contains("--without-router runs chapter 6's passive view"))
        let supervisingWithoutRouter = try ProcessRunner.run(samples, ["users", "--without-router", "--form", "supervising-controller"])
        #expect(supervisingWithoutRouter.status == 64, "chapter 6's step before the router is the passive view only")
        #expect(supervisingWithoutRouter.error.contains("--without-router is chapter 6's passive view"))
        let misplaced = try ProcessRunner.run(samples, ["users", "--api-url", "http://127.0.0.1:1"])
        #expect(misplaced.status == 64)
        #expect(misplaced.error.contains("--api-url is used only with --source github."))
        let badURL = try ProcessRunner.run(samples, ["users", "--source", "github", "--api-url", "ftp://example.com"])
        #expect(badURL.status == 64)
    }

    @Test("solid prints every step of the refactoring without a terminal; --step picks one; a missing step is a usage error",
          .enabled(if: ProcessRunner.builtExecutable(named: "strata-samples") != nil, "needs strata-samples built"))
    func solid() throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let help = try ProcessRunner.run(samples, ["solid", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--step <step>") && help.output.contains("MessageSender"))
        let all = try ProcessRunner.run(samples, ["solid"])
        #expect(all.status == 0, "no TTY needed: \(all.error)")
        for heading in ["Step 1 of 7", "Single responsibility (S)", "Dependency inversion (D)", "Interface segregation (I)", "Open/closed (O)", "Step 7 of 7"] {
            #expect(all.output.contains(heading), "the walk-through shows \(heading)")
        }
        #expect(all.output.contains("offline server: send \"Hi\" → not sent: the server cannot be reached"))
        let one = try ProcessRunner.run(samples, ["solid", "--step", "2"])
        #expect(one.output.contains("MessageInputValidator") && one.output.contains("more than 300"))
        #expect(!one.output.contains("Step 1 of 7") && !one.output.contains("Step 3 of 7"))
        let wrong = try ProcessRunner.run(samples, ["solid", "--step", "9"])
        #expect(wrong.status == 64, "a step that does not exist is a usage error")
        #expect(wrong.error.contains("There is no step 9: choose 1–7."))
    }

    @Test("without a TTY each sample prints a clear error and exits 1", .enabled(if: ProcessRunner.builtExecutable(named: "strata-samples") != nil, "needs strata-samples built"),
          arguments: [["hoge"], ["animals"], ["counter"], ["counter", "--flavour", "cocoa"], ["signup"], ["signup", "--binding", "stream"], ["coordinator"],
                     ["users"], ["users", "--form", "supervising-controller", "--source", "github"], ["users", "--pattern", "mvvm"]])
    func notATerminal(arguments: [String]) throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let result = try ProcessRunner.run(samples, arguments)
        if arguments.contains("github") && !LiveTransport.isBuilt {
            // A build without the live transport refuses the live source first, saying how to build it.
            #expect(result.status != 0)
            #expect(result.error.contains("--traits LiveNetwork"), "\(result.error)")
        } else {
            #expect(result.status == 1)
            #expect(result.error.contains("strata-samples:") && result.error.contains("TTY"))
        }
        #expect(result.output.isEmpty)
    }

    @Test("coordinator under tmux: Enter opens a repository's detail through its coordinator, Esc comes back", .enabled(if: canRunTmux, "needs tmux and strata-samples"))
    func coordinatorInTmux() async throws {
        let session = try TmuxSession(samples: ["coordinator"])
        defer { session.kill() }
        #expect(await session.waitFor("Alamofire/Alamofire") != nil, "the list is drawn")
        try session.send("Down")
        try session.send("Enter")
        let detail = await session.waitFor("https://github.com/ReactiveX/RxSwift")
        #expect(detail?.contains("★ 24,645") == true)
        try session.send("Escape")
        #expect(await session.waitFor("GitHub Repo Search") != nil, "back on the list")
    }

    @Test("hoge under tmux: Enter toggles the colour mode", .enabled(if: canRunTmux, "needs tmux and strata-samples"))
    func hogeInTmux() async throws {
        let session = try TmuxSession(samples: ["hoge"])
        defer { session.kill() }
        #expect(await session.waitFor("Hoge Dark Mode!!!") != nil, "the light-mode screen is drawn")
        try session.send("Enter")
        let dark = await session.waitFor("Hoge Light Mode!!!")
        #expect(dark?.contains("Hoge Infinity! ホゲ無限！") == true)
        try session.send("Enter")
        #expect(await session.waitFor("Hoge Dark Mode!!!") != nil, "and back to light mode")
    }

    @Test("animals under tmux: the button asks, confirming shows the cats", .enabled(if: canRunTmux, "needs tmux and strata-samples"))
    func animalsInTmux() async throws {
        let session = try TmuxSession(samples: ["animals"])
        defer { session.kill() }
        let dogs = await session.waitFor("[ See cats ]")
        #expect(dogs?.contains("🐶 Shiba 柴犬") == true)
        try session.send("Tab")
        try session.send("Enter")
        let alert = await session.waitFor("Change Animal Photos")
        #expect(alert?.contains("[ See Cats ] [ Stay ]") == true)
        try session.send("Enter")
        let cats = await session.waitFor("[ See dogs ]")
        #expect(cats?.contains("🐱 Mike ミケ") == true)
        #expect(cats?.contains("Change Animal Photos") == false, "the alert is gone")
        #expect(cats?.contains("🐶") == false)
    }

    @Test("counter under tmux: - and + change the count, in both flavours", .enabled(if: canRunTmux, "needs tmux and strata-samples"),
          arguments: ["original", "cocoa"])
    func counterInTmux(flavour: String) async throws {
        let session = try TmuxSession(samples: ["counter", "--flavour", flavour])
        defer { session.kill() }
        let initial = await session.waitFor("[ + ]")
        #expect(initial?.contains(flavour == "cocoa" ? "Cocoa MVC" : "original MVC") == true)
        #expect(initial.map(Self.count) == "0")
        try session.send("Enter")
        #expect(await session.waitUntil { Self.count(in: $0) == "-1" } != nil, "- counts down")
        try session.send("Tab")
        try session.send("Enter")
        try session.send("Enter")
        try session.send("Space")
        #expect(await session.waitUntil { Self.count(in: $0) == "2" } != nil, "+ counts up")
    }

    @Test("signup under tmux: the message follows the input and the button signs up, in every binding",
          .enabled(if: canRunTmux, "needs tmux and strata-samples"), arguments: ["observation", "notification", "stream"])
    func signupInTmux(binding: String) async throws {
        let session = try TmuxSession(samples: ["signup", "--binding", binding])
        defer { session.kill() }
        #expect(await session.waitFor("Enter an ID and a password.") != nil, "the empty form asks for both")
        try session.send("alice", literal: true)
        #expect(await session.waitFor("Enter a password.") != nil)
        try session.send("Tab")
        try session.send("s3cret", literal: true)
        // The form is ready from the password's first character on, so wait for all six of them:
        // the keys reach the sample one by one and the screen can be captured between two of them.
        let ready = await session.waitUntil { $0.contains("OK: ready to sign up.") && $0.contains("******") }
        #expect(ready != nil, "the whole password was typed:\n\(session.pane())")
        #expect(ready?.contains("s3cret") == false, "the password is hidden")
        try session.send("Tab")
        try session.send("Enter")
        #expect(await session.waitFor("Signed up as alice.") != nil)
        try session.send("Tab")
        try session.send("C-u")
        #expect(await session.waitFor("Enter an ID.") != nil, "erasing the ID asks for it again")
    }

    @Test("users under tmux, on the offline catalog: find tpope, open their repositories, go back, in both MVP forms, before the router and in MVVM",
          .enabled(if: canRunTmux, "needs tmux and strata-samples"),
          arguments: [(["--form", "passive-view"], "MVP, passive view"), (["--form", "supervising-controller"], "MVP, supervising controller"),
                      (["--without-router"], "MVP, before the router"), (["--pattern", "mvvm"], "Users · MVVM")])
    func usersOfflineInTmux(pattern: [String], title: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-samples-users-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(samples: ["users"] + pattern + ["--data-dir", folder.path])
        defer { session.kill() }
        #expect(await session.waitFor("Type a login, or part of one") != nil)
        #expect(session.pane().contains(title))
        try session.send("tpope", literal: true)
        try session.send("Enter")
        let found = await session.waitFor("1 user matches “tpope”")
        #expect(found?.contains("12 repositories") == true)
        try session.send("Down")
        try session.send("Enter")
        let repositories = await session.waitFor("12 repositories, most stars first")
        #expect(repositories?.contains("vim-fugitive") == true)
        #expect(repositories?.contains("★ 21,759") == true)
        try session.send("Escape")
        #expect(await session.waitUntil { $0.contains("1 user matches “tpope”") && !$0.contains("vim-fugitive") } != nil, "Esc goes back")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.sqlite").path), "the catalog is in --data-dir")
    }

    @Test("users under tmux, on the live API (a local fake GitHub): find an organisation, open its repositories; a missing user is said so",
          .enabled(if: canRunTmux, "needs tmux and strata-samples"), .needsLiveTransport, arguments: ["passive-view", "supervising-controller"])
    func usersLiveInTmux(form: String) async throws {
        try await FakeGitHub.run { fake, url in
            let session = try TmuxSession(samples: ["users", "--form", form, "--source", "github", "--api-url", url.absoluteString])
            defer { session.kill() }
            #expect(await session.waitFor("Type a login, or part of one") != nil)
            try session.send("oct", literal: true)
            try session.send("Enter")
            let found = await session.waitFor("1 user matches “oct”")
            #expect(found?.contains("organisation") == true)
            try session.send("Down")
            try session.send("Enter")
            let repositories = await session.waitFor("3 repositories, most stars first")
            #expect(repositories?.contains("zephyr-kite — Kites that fly on a zephyr") == true)
            #expect(fake.hitCount("search/users oct") == 1 && fake.hitCount("users/octo/repos") == 1)
            try session.send("Escape")
            #expect(await session.waitFor("1 user matches “oct”") != nil)
            try session.send("BTab")
            try session.send("C-u")
            try session.send("ghost", literal: true)
            try session.send("Enter")
            #expect(await session.waitFor("No user matches “ghost”.") != nil, "\(session.pane())")
        }
    }

    @Test("users under tmux with an unreachable API: the status line says so, and the sample keeps running",
          .enabled(if: canRunTmux, "needs tmux and strata-samples"), .needsLiveTransport)
    func usersUnreachableInTmux() async throws {
        let session = try TmuxSession(samples: ["users", "--source", "github", "--api-url", "http://127.0.0.1:1", "--timeout", "2"])
        defer { session.kill() }
        #expect(await session.waitFor("Type a login, or part of one") != nil)
        try session.send("octo", literal: true)
        try session.send("Enter")
        #expect(await session.waitFor("You are offline") != nil)
        try session.send("Enter")
        #expect(await session.waitFor("You are offline") != nil, "and still there on a retry:\n\(session.pane())")
    }

    @Test("a terminal smaller than 20×5 shows a notice instead of the sample, and the sample comes back when it grows",
          .enabled(if: canRunTmux, "needs tmux and strata-samples"))
    func tooSmall() async throws {
        let session = try TmuxSession(samples: ["signup"])
        defer { session.kill() }
        #expect(await session.waitFor("Enter an ID and a password.") != nil)
        try session.resize(columns: 16, rows: 4)
        let notice = await session.waitUntil { screen in
            screen.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("Terminal too small: need 20×5, have 16×4")
        }
        #expect(notice != nil)
        try session.resize(columns: 60, rows: 20)
        #expect(await session.waitFor("Enter an ID and a password.") != nil)
    }

    /// The number on the counter's count row (the only row holding just a number).
    private static func count(in pane: String) -> String? {
        pane.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && $0.allSatisfy { $0.isNumber || $0 == "-" } && $0 != "-" }
    }
}

extension TmuxSession {
    /// A session running `strata-samples` with `arguments` in 60×20 cells.
    fileprivate init(samples arguments: [String]) throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let command = ([samples] + arguments).map { "'\($0)'" }.joined(separator: " ") + "; sleep 60"
        try self.init(command: command, columns: 60, rows: 20)
    }
}
