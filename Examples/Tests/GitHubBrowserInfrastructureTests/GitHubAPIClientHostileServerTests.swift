import Foundation
import GitHubBrowserDomain
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import Testing

/// The GitHub client against a fake GitHub that misbehaves as a hostile or broken server would:
/// redirects elsewhere, replies that trickle or never end, nonsense counts.
@Suite("GitHubAPIClient against a hostile server", .timeLimit(.minutes(2)), .needsLiveTransport)
struct GitHubAPIClientHostileServerTests {
    static func client(
        _ url: URL,
        token: String? = FakeGitHub.validToken,
        attempts: Int = 1,
        timeout: Duration = .seconds(10),
        clock: any Clock<Duration> = ContinuousClock()
    ) -> GitHubAPIClient {
        GitHubAPIClient(
            configuration: GitHubAPIConfiguration(
                apiURL: url,
                requestTimeout: timeout,
                retryPolicy: RetryPolicy(maximumAttempts: attempts, initialBackoff: .seconds(1), maximumBackoff: .seconds(1)),
                clock: clock
            ),
            token: token.flatMap { try? AccessToken($0) }
        )
    }

    /// Whether `error` is a malformed-response error whose detail contains `text`.
    static func isMalformed(_ error: any Error, saying text: String) -> Bool {
        guard case let .malformedResponse(detail) = error as? DataSourceError else { return false }
        return detail.contains(text)
    }

    /// Waits (on the real clock, at most 20 s) until `condition` holds; `false` if it never does.
    static func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        let giveUp = ContinuousClock.now + .seconds(20)
        while !condition() {
            guard ContinuousClock.now < giveUp else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    // MARK: Redirects

    @Test(
        "a redirect to another origin is followed without the token",
        arguments: [(HostileSearch.redirectOtherPort, "other landed-port"), (.redirectOtherHost, "landed-host")]
    )
    func crossOriginRedirectDropsToken(redirect: HostileSearch, landing: String) async throws {
        try await FakeGitHub.run { fake, url in
            let page = try await Self.client(url).search(SearchQuery(redirect.rawValue), page: .first)
            #expect(page.items.map(\.name) == [landing.replacingOccurrences(of: "other ", with: "")])
            #expect(fake.credentialedHitCount(redirect.rawValue) == 1, "the API itself got the token")
            #expect(fake.hitCount(landing) == 1, "the redirect was followed")
            #expect(fake.credentialedHitCount(landing) == 0, "the token did not follow it")
        }
    }

    @Test("a redirect within the API's origin keeps the token")
    func sameOriginRedirectKeepsToken() async throws {
        try await FakeGitHub.run { fake, url in
            let page = try await Self.client(url).search(SearchQuery(HostileSearch.redirectSameOrigin.rawValue), page: .first)
            #expect(page.items.map(\.name) == ["landed-same"])
            #expect(fake.authorizedSearchCount("landed-same") == 1)
        }
    }

    @Test("GET /user redirected to another port does not take the token there")
    func accountRedirectDropsToken() async throws {
        try await FakeGitHub.run { fake, url in
            await #expect(throws: DataSourceError.unauthorized) {
                try await Self.client(url, token: nil).account(for: AccessToken(FakeGitHub.redirectedToken))
            }
            #expect(fake.credentialedHitCount("user") == 1)
            #expect(fake.hitCount("other user") == 1, "the redirect was followed")
            #expect(fake.credentialedHitCount("other user") == 0, "without the token")
        }
    }

    @Test("a redirect to a non-HTTP address is refused and names the scheme")
    func nonHTTPRedirect() async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await Self.client(url).search(SearchQuery(HostileSearch.redirectOtherScheme.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "ftp:")
            }
        }
    }

    @Test("a redirect loop stops after five redirects, is malformed and is not retried")
    func redirectLoop() async throws {
        try await FakeGitHub.run { fake, url in
            await #expect {
                try await Self.client(url, attempts: 3).search(SearchQuery(HostileSearch.redirectLoop.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "redirected more than 5 times")
            }
            #expect(fake.hitCount(HostileSearch.redirectLoop.rawValue) == 6, "the request and five redirects")
        }
    }

    @Test("a redirect without a Location is malformed")
    func redirectWithoutLocation() async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await Self.client(url).search(SearchQuery(HostileSearch.redirectWithoutLocation.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "without a usable Location")
            }
        }
    }

    // MARK: Size and shape

    @Test("a 6 MB reply with no length is cut off at the 4 MB cap")
    func oversizedReply() async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                // A time-out long enough for a loaded machine: the cap is under test, not the clock.
                try await Self.client(url, timeout: .seconds(90)).search(SearchQuery(HostileSearch.oversize.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "larger than 4 MB")
            }
        }
    }

    @Test("a reply declaring 50 MB fails when its headers arrive, without waiting for the body")
    func oversizedDeclaredReply() async throws {
        try await FakeGitHub.run { _, url in
            // The fake sends a few bytes a second and hangs up after 30: waiting for the body
            // would end in a lost connection, not in this error.
            await #expect {
                try await Self.client(url, timeout: .seconds(60)).search(SearchQuery(HostileSearch.oversizeDeclared.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "larger than 4 MB")
            }
        }
    }

    @Test("a compressed reply, sent although none was asked for, is refused: a 1 MiB gzip of 1 GB is never decoded into memory")
    func compressedReplyRefused() async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await Self.client(url).search(SearchQuery(HostileSearch.gzipBomb.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "the reply is compressed (gzip), which was not asked for")
            }
        }
    }

    @Test("a compressed redirect (1 MiB of gzip, 1 GB decoded) is refused on its headers, and the next search is answered")
    func compressedRedirectRefused() async throws {
        try await FakeGitHub.run { fake, url in
            let client = Self.client(url)
            await #expect {
                try await client.search(SearchQuery(HostileSearch.redirectGzipBomb.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "the reply is compressed (gzip), which was not asked for")
            }
            #expect(fake.hitCount("landed-same") == 0, "the redirect was not followed")
            let page = try await client.search(SearchQuery("zephyr"), page: .first)
            #expect(page.items.count == 2)
        }
    }

    @Test("an https address served in plain HTTP: the secure connection failed, an unreadable reply, not offline")
    func secureConnectionFails() async throws {
        try await FakeGitHub.run { fake, url in
            var components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
            components.scheme = "https"
            let secure = try #require(components.url)
            await #expect {
                try await Self.client(secure, attempts: 3).search(SearchQuery("zephyr"), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "the secure connection failed")
            }
            #expect(fake.hitCount("zephyr") == 0, "no request was read by the server")
        }
    }

    @Test("a 4 MB account (3 MB login, 1 MB name; under the reply cap) is malformed, never an account a screen lays out (the Account tab spent 4.5–7 s of CPU on it)")
    func hugeAccountRefused() async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                // A 60 s time-out: a loaded machine takes seconds to move 4 MB, and the test is
                // about what the reply holds, not how fast it comes.
                _ = try await Self.client(url, token: FakeGitHub.hugeAccountToken, timeout: .seconds(60))
                    .account(for: AccessToken(FakeGitHub.hugeAccountToken))
            } throws: { error in
                Self.isMalformed(error, saying: "the login is 3000000 characters, more than the \(Account.maximumLoginLength) an account has")
            }
        }
    }

    @Test("an account decoded from a file is held to the same bounds")
    func hugeAccountDecodeRefused() throws {
        let login = String(repeating: "m", count: Account.maximumLoginLength + 1)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Account.self, from: Data(#"{"login":"\#(login)"}"#.utf8)) }
        let name = String(repeating: "n", count: Account.maximumNameLength + 1)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Account.self, from: Data(#"{"login":"mona","name":"\#(name)"}"#.utf8)) }
        #expect(try JSONDecoder().decode(Account.self, from: Data(#"{"login":"mona","name":"Mona"}"#.utf8)) == Account(login: "mona", name: "Mona"))
    }

    @Test("a fractional star count is an unexpected value at its field")
    func fractionalStars() async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await Self.client(url).search(SearchQuery(HostileSearch.fractionalStars.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "search results: unexpected value at items[0].stargazers_count (1.5, not a whole number)")
            }
        }
    }

    @Test("the cap is configurable: a normal reply over a tiny cap fails, under the default passes")
    func configurableCap() async throws {
        try await FakeGitHub.run { _, url in
            let tiny = GitHubAPIClient(configuration: GitHubAPIConfiguration(apiURL: url, retryPolicy: .none, maximumReplySize: 100))
            await #expect {
                try await tiny.search(SearchQuery("zephyr"), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: "larger than 100 bytes")
            }
            let page = try await Self.client(url).search(SearchQuery("zephyr"), page: .first)
            #expect(page.items.count == 2)
        }
    }

    @Test("no more items are taken from a page than were asked for", arguments: [30, 10, 1])
    func itemsCappedToPageSize(size: Int) async throws {
        try await FakeGitHub.run { _, url in
            let page = try await Self.client(url).search(SearchQuery(HostileSearch.tooManyItems.rawValue), page: .first(size: size))
            #expect(page.items.count == size)
            #expect(page.items.first?.name == "repo-1")
        }
    }

    @Test(
        "a nonsense count is a malformed reply",
        arguments: [
            (HostileSearch.negativeCount, "total_count is -1"),
            (.minimumCount, "total_count is -9223372036854775808"),
            (.hugeCount, "total_count is 9223372036854775807"),
            (.negativeStars, "items[0].stargazers_count is -5"),
        ]
    )
    func nonsenseCounts(search: HostileSearch, detail: String) async throws {
        try await FakeGitHub.run { _, url in
            await #expect {
                try await Self.client(url).search(SearchQuery(search.rawValue), page: .first)
            } throws: { error in
                Self.isMalformed(error, saying: detail)
            }
        }
    }

    @Test("the next page is always the one after this, whatever page number the Link names")
    func nextPageIsTheFollowingOne() async throws {
        try await FakeGitHub.run { _, url in
            let page = try await Self.client(url).search(SearchQuery(HostileSearch.hugeNextPage.rawValue), page: .first(size: 2))
            let next = try #require(page.next)
            #expect(next.number == 2)
            #expect(next.size == 2)
        }
    }

    // MARK: Whole-request deadline

    @Test("a reply trickling one byte a second times out at the deadline, and the time-out is retried")
    func trickleTimesOut() async throws {
        try await FakeGitHub.run { fake, url in
            let clock = TestClock()
            let client = Self.client(url, attempts: 2, timeout: .seconds(5), clock: clock)
            let search = Task { try await client.search(SearchQuery(HostileSearch.trickle.rawValue), page: .first) }
            defer { search.cancel() }
            // Attempt 1: once the reply has started, let the deadline pass.
            #expect(await Self.eventually { fake.hitCount(HostileSearch.trickle.rawValue) == 1 })
            #expect(await clock.waitForSleepers(), "the request sleeps on the injected clock until its deadline")
            clock.advance(by: .seconds(5))
            // The backoff before attempt 2, then attempt 2's deadline.
            #expect(await clock.waitForSleepers(), "the retry waits its backoff on the clock")
            clock.advance(by: .seconds(1))
            #expect(await Self.eventually { fake.hitCount(HostileSearch.trickle.rawValue) == 2 })
            #expect(await clock.waitForSleepers(), "attempt 2 has a deadline too")
            clock.advance(by: .seconds(5))
            await #expect(throws: DataSourceError.timedOut) { try await search.value }
            #expect(fake.hitCount(HostileSearch.trickle.rawValue) == 2)
        }
    }

    @Test("cancelling the caller mid-reply cancels the transfer: CancellationError, no waiting for the reply")
    func cancelMidReply() async throws {
        try await FakeGitHub.run { fake, url in
            // The trickle takes over 90 s; the deadline's clock never moves.
            let client = Self.client(url, attempts: 3, clock: TestClock())
            let search = Task { try await client.search(SearchQuery(HostileSearch.trickle.rawValue), page: .first) }
            #expect(await Self.eventually { fake.hitCount(HostileSearch.trickle.rawValue) == 1 })
            search.cancel()
            await #expect(throws: CancellationError.self) { try await search.value }
            #expect(fake.hitCount(HostileSearch.trickle.rawValue) == 1, "a cancelled request is not retried")
        }
    }

    @Test("a request cancelled before it starts throws CancellationError and never reaches the server")
    func cancelBeforeStart() async throws {
        try await FakeGitHub.run { fake, url in
            let client = Self.client(url, clock: TestClock())
            for _ in 0..<20 {
                let search = Task { try await client.search(SearchQuery("zephyr"), page: .first) }
                search.cancel()
                await #expect(throws: CancellationError.self) { try await search.value }
            }
            #expect(fake.hitCount("zephyr") == 0)
        }
    }

    /// swift-corelibs-foundation issue 5412: a transfer cancelled from a task cancellation handler
    /// while its reply is being completed froze both threads for ever — the app with them, Ctrl-C
    /// included (seen as a search that timed out just as its reply ended). Two hundred searches,
    /// cancelled together while their replies come in, must all end.
    @Test("searches cancelled while their replies arrive all end (no deadlock with the transfer's completion)", .timeLimit(.minutes(1)))
    func cancelAsRepliesEnd() async throws {
        try await FakeGitHub.run { _, url in
            let client = Self.client(url, clock: TestClock())
            for round in 0..<5 {
                await withTaskGroup(of: Void.self) { group in
                    for _ in 0..<200 {
                        group.addTask { _ = try? await client.search(SearchQuery("zephyr"), page: .first) }
                    }
                    // Let some replies arrive before the cancellation, a little later each round.
                    for _ in 0..<(round * 50) { await Task.yield() }
                    group.cancelAll()
                }
            }
            // The client still answers afterwards.
            let page = try await client.search(SearchQuery("zephyr"), page: .first)
            #expect(page.items.count == 2)
        }
    }

    @Test("a prompt reply is not touched by the deadline of a clock that never moves")
    func promptReplyBeatsDeadline() async throws {
        try await FakeGitHub.run { _, url in
            let page = try await Self.client(url, clock: TestClock()).search(SearchQuery("zephyr"), page: .first)
            #expect(page.items.count == 2)
        }
    }
}
