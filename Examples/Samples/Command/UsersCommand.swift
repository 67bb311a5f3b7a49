import ArgumentParser
import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import SamplePresenters
import SampleScreens
import SampleUserDirectories
import StrataTerminal

/// `strata-samples users`: the MVP chapter's GitHub user search, in either form of MVP — or, with
/// `--pattern mvvm`, the MVVM chapter's, whose view model emits the navigation; or, with
/// `--without-router`, chapter 6's step before the router, whose view controller moves itself — on
/// the offline catalog or the live API.
struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "The MVP chapter's GitHub user search: find a user, open their repositories; in passive view or supervising controller, or in MVVM.",
        discussion: """
            Type a login, or part of one, and press Enter: the users that match are listed (↓ or \
            Tab reaches the list). Enter on a user opens their repositories, most stars first; r \
            loads them again, Esc goes back, Ctrl-C quits. Both forms look and behave the same; \
            they differ in what the view does. --form passive-view: the presenter decides \
            everything and tells a view without logic what to show (flow synchronisation). \
            --form supervising-controller: the view observes the screen's model and derives its \
            status line and rows itself (observer synchronisation); the presenter handles the \
            requests, stale answers and navigation. --pattern mvvm runs the MVVM chapter's \
            version instead: the screen binds to a view model whose outputs are the status line, \
            the rows and a stream of the users to open, and pushes each one it emits (the view \
            model decides when, the screen how). --without-router runs chapter 6's passive view             as it stands before chapter 12 brings in the router: the presenter tells the view to             open a user, and the view controller builds that screen and pushes it itself.             --source offline (the default) searches the \
            owners of the GitHub Browser's offline catalog (its file in $XDG_DATA_HOME/strata-github-browser, \
            or the folder --data-dir names); --source github asks GitHub's API (GITHUB_TOKEN is \
            sent if set; without it GitHub allows 10 searches a minute).
            """
    )

    @Option(help: "Which chapter's pattern wires the search: mvp (the default) or mvvm.")
    var pattern: UserSearchPattern = .mvp

    @Option(name: .long, help: "Which MVP wires the screens, with --pattern mvp: passive-view (the default) or supervising-controller.")
    var form: MVPForm?

    @Flag(
        name: .customLong("without-router"),
        help: "Chapter 6's passive view before the router: its view controller builds and pushes the user's screen itself."
    )
    var withoutRouter = false

    @Option(help: "Where users come from: 'offline' (the owners of the GitHub Browser's offline catalog) or 'github' (the live API).")
    var source: UserSource = .offline

    @Option(name: .customLong("api-url"), help: ArgumentHelp("The GitHub API to use with --source github.", valueName: "url"))
    var apiURL: String?

    @Option(help: ArgumentHelp("How long, in whole seconds (1-300), one request to the GitHub API may take. Default: 15.", valueName: "seconds"))
    var timeout: Int?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("The folder of the offline catalog (catalog.sqlite), with --source offline.", valueName: "path"))
    var dataDirectory: String?

    func validate() throws {
        if form != nil, pattern != .mvp {
            throw ValidationError("--form is used only with --pattern mvp.")
        }
        if withoutRouter, pattern != .mvp || form == .supervisingController {
            throw ValidationError("--without-router is chapter 6's passive view: use it with neither --pattern mvvm nor --form supervising-controller.")
        }
        if let timeout, !(1...300).contains(timeout) {
            throw ValidationError("--timeout must be a whole number of seconds from 1 to 300, not '\(timeout)'.")
        }
        if let apiURL {
            do {
                _ = try GitHubAPIConfiguration.apiURL(parsing: apiURL)
            } catch {
                throw ValidationError("--api-url \(PrintableText.escaping(String(describing: error))).")
            }
            guard source == .github else { throw ValidationError("--api-url is used only with --source github.") }
        }
        if dataDirectory != nil, source != .offline {
            throw ValidationError("--data-dir is used only with --source offline.")
        }
        if source == .github, !GitHubAPIClient.hasLiveNetwork {
            throw ValidationError(
                "This build has no live network: on Linux, --source github needs the LiveNetwork trait. Run swift run --package-path Examples "
                    + "--traits LiveNetwork strata-samples users --source github, or leave out --source for the offline catalog."
            )
        }
    }

    @MainActor
    func run() async throws {
        do {
            // The terminal first, so that a run without one touches no file.
            let terminal = try ANSITerminal()
            let users = try directory()
            let search: BaseViewController = switch pattern {
            case .mvp where withoutRouter: SelfNavigatingUserSearchViewController(directory: users)
            case .mvp: (form ?? .passiveView).makeUserSearchScreen(directory: users)
            case .mvvm: UserSearchViewController(directory: users)
            }
            let root = NavigationController(rootViewController: search)
            try await Application(terminal: terminal, root: root).run()
        } catch let error as TerminalError {
            throw Self.failure(error.description)
        } catch let error as DataSourceError {
            if case let .storage(detail) = error { throw Self.failure(detail) }
            throw Self.failure("The offline catalog could not be opened: \(error)")
        } catch let error as AccessTokenError {
            throw Self.failure("GITHUB_TOKEN is not a usable token: \(error.description)")
        }
    }

    /// The directory `--source` names: the offline catalog (opened, and built from the shipped
    /// seed in the background on first use), or a GitHub client with `GITHUB_TOKEN`, if set.
    private func directory() throws -> any UserDirectory {
        switch source {
        case .offline:
            let folder = dataDirectory.map { DataDirectory(url: URL(fileURLWithPath: $0)) } ?? .default()
            try folder.create()
            return CatalogUserDirectory(catalog: try OfflineCatalog.open(at: folder.catalogDatabase, importing: .inBackground))
        case .github:
            let environment = ProcessInfo.processInfo.environment
            let token = try environment["GITHUB_TOKEN"].flatMap { $0.isEmpty ? nil : try AccessToken($0) }
            let configuration = GitHubAPIConfiguration(
                apiURL: apiURL.flatMap { try? GitHubAPIConfiguration.apiURL(parsing: $0) } ?? GitHubAPIConfiguration.publicAPIURL,
                requestTimeout: .seconds(timeout ?? 15),
                userAgent: "strata-samples"
            )
            return GitHubUserDirectory(client: GitHubAPIClient(configuration: configuration, token: token))
        }
    }

    /// Prints `message` to standard error and returns the exit code to throw.
    private static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("strata-samples: \(PrintableText.escaping(message, keepingLineBreaks: true))\n".utf8))
        return ExitCode.failure
    }
}

extension MVPForm: ExpressibleByArgument {}
