/// The searches for which ``FakeGitHub`` answers as a hostile or broken server would: each case's
/// raw value is the search text that triggers it.
///
/// Redirects go to ``FakeGitHub/otherOrigin`` or ``FakeGitHub/localhostOrigin`` and land on a
/// search for `landed-<kind>` (`landed-port`, `landed-host`, `landed-same`), which answers one
/// repository, `o/landed-<kind>`; count what reached them with ``FakeGitHub/hitCount(_:)`` and
/// ``FakeGitHub/credentialedHitCount(_:)`` (keys of the other origin start with `other `).
public enum HostileSearch: String, CaseIterable, Sendable {
    /// 302 to the same origin, by a relative `Location`: the token may follow.
    case redirectSameOrigin = "redirect-same"
    /// 307 to the same host on another port (``FakeGitHub/otherOrigin``).
    case redirectOtherPort = "redirect-port"
    /// 302 to the same port under another host name (``FakeGitHub/localhostOrigin``).
    case redirectOtherHost = "redirect-host"
    /// 302 to an `ftp:` address.
    case redirectOtherScheme = "redirect-scheme"
    /// 302 to itself, forever.
    case redirectLoop = "redirect-loop"
    /// 301 with no `Location` header.
    case redirectWithoutLocation = "redirect-nowhere"
    /// The landing search of the redirects (any text starting with `landed-`).
    case landed = "landed-"
    /// 200 with a valid search body sent one byte a second, starting with 60 spaces.
    case trickle
    /// 200 with a valid search body of about 6 MB (50,000 items), sent in chunks, no length.
    case oversize
    /// 200 with `Content-Encoding: gzip` whatever the request accepted: about 1 MiB on the wire
    /// (its `Content-Length`) that decodes to about 1 GB of spaces (see `GzipBomb`).
    case gzipBomb = "gzip-bomb"
    /// 302 to the same origin (``landed``) whose body is the gzip bomb of ``gzipBomb``, with
    /// `Content-Encoding: gzip`: swift-corelibs-foundation decodes and keeps a redirect's whole body
    /// before its delegate hears of it.
    case redirectGzipBomb = "redirect-gzip-bomb"
    /// 200 declaring `Content-Length: 50000000`, then sending a few bytes slowly and hanging up.
    case oversizeDeclared = "oversize-declared"
    /// 200 with 50 items whatever page size was asked for.
    case tooManyItems = "many-items"
    /// `total_count` of -1.
    case negativeCount = "negative-count"
    /// `total_count` of -2^63.
    case minimumCount = "minimum-count"
    /// `total_count` of 2^63 − 1.
    case hugeCount = "huge-count"
    /// An item with `stargazers_count` of -5.
    case negativeStars = "negative-stars"
    /// An item with `stargazers_count` of 1.5.
    case fractionalStars = "fractional-stars"
    /// `total_count` of 0 with three items and a next page.
    case zeroCountWithItems = "zero-count"
    /// A `Link` whose next page is page 2^63 − 1.
    case hugeNextPage = "huge-next-page"
    /// 429 with `Retry-After: 1e308`.
    case retryAfterHuge = "retry-after-huge"
    /// 429 with `Retry-After: -30`.
    case retryAfterNegative = "retry-after-negative"
    /// 429 with `Retry-After: 99999999999` (more than 3,000 years).
    case retryAfterFarFuture = "retry-after-far"
    /// 403 with an exhausted rate limit whose `X-RateLimit-Reset` is `1e308`.
    case resetHuge = "reset-huge"
    /// 403 with an exhausted rate limit whose `X-RateLimit-Reset` is 1970-01-01.
    case resetInThePast = "reset-past"
}
