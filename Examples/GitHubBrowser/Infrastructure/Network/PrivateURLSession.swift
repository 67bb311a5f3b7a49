import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLSession` settings of ``URLSessionTransport``: nothing of a session reaches the disk.
///
/// The session keeps no cookies, caches no reply and stores no credential — the token travels in
/// each request's `Authorization` header. On Linux, Foundation also creates a folder for its
/// shared cookie storage (`$XDG_DATA_HOME/<the executable's folder name>`) and one for its shared
/// URL cache (`$XDG_CACHE_HOME/org.swift.foundation.URLCache/<process name>`) the first time any
/// session configuration is made, even one that uses neither; ``configuration(timeout:)`` makes
/// Foundation create both where no folder can be made, so they live in memory only and the app
/// creates nothing outside its own folder.
enum PrivateURLSession {
    /// A session configuration with no cookie storage, no URL cache, no credential storage, and
    /// `timeout` for each request and for the whole resource.
    static func configuration(timeout: TimeInterval) -> URLSessionConfiguration {
        #if canImport(FoundationNetworking)
        confineSharedStorage
        // `.ephemeral` is no better on Linux: it makes a URL cache of its own, with a folder.
        let configuration = URLSessionConfiguration.default
        #else
        let configuration = URLSessionConfiguration.ephemeral
        #endif
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        return configuration
    }

    #if canImport(FoundationNetworking)
    /// A data and cache home in which no folder can be created: `/dev/null` is not a folder.
    static let nowhere = "/dev/null/strata-github-browser"

    /// Creates Foundation's shared cookie storage and shared URL cache, once, while
    /// `XDG_DATA_HOME` and `XDG_CACHE_HOME` name ``nowhere``: each fails to make its folder and
    /// keeps to memory (the cookie storage would write a file only when a cookie is stored in it,
    /// and no session of this app has it). The variables are then put back as they were. This
    /// runs before the first session configuration of the process is made, which is what
    /// creates them otherwise.
    private static let confineSharedStorage: Void = {
        let names = ["XDG_DATA_HOME", "XDG_CACHE_HOME"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        for name in names {
            setenv(name, nowhere, 1)
        }
        _ = HTTPCookieStorage.shared
        _ = URLCache.shared
        for (name, value) in zip(names, saved) {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }()
    #endif
}
