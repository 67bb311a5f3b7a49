import HTTPTypes
import Hummingbird
import NIOCore

extension FakeGitHub {
    /// The reply to a ``HostileSearch``; `query` is the search text (for ``HostileSearch/landed``,
    /// the whole `landed-…` text).
    func hostileReply(_ hostile: HostileSearch, query: String, page: Int) async throws -> Response {
        typealias Reply = FakeGitHubReplies
        let landing = "/search/repositories?q=landed-"
        switch hostile {
        case .redirectSameOrigin:
            return Reply.redirect(to: landing + "same&page=\(page)")
        case .redirectOtherPort:
            return Reply.redirect(to: otherOrigin.absoluteString + landing + "port", status: .temporaryRedirect)
        case .redirectOtherHost:
            return Reply.redirect(to: localhostOrigin.absoluteString + landing + "host")
        case .redirectOtherScheme:
            return Reply.redirect(to: "ftp://127.0.0.1/pub/repositories")
        case .redirectLoop:
            return Reply.redirect(to: "/search/repositories?q=redirect-loop")
        case .redirectWithoutLocation:
            return Reply.json(#"{"message":"Moved"}"#, status: .movedPermanently)
        case .landed:
            return Reply.json(Reply.searchJSON(totalCount: 1, items: [Reply.repositoryJSON(owner: "o", name: query, stars: 5)]))
        case .trickle:
            return Self.slowly(String(repeating: " ", count: 60) + Reply.searchJSON(totalCount: 0, items: []))
        case .oversize:
            return Self.oversizedReply()
        case .gzipBomb:
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: GzipBomb.body()))
        case .redirectGzipBomb:
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.contentEncoding] = "gzip"
            headers[.location] = landing + "same"
            return Response(status: .found, headers: headers, body: ResponseBody(byteBuffer: GzipBomb.body()))
        case .oversizeDeclared:
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.contentLength] = "50000000"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                for byte in #"{"total_count": 1, "items": [ "#.utf8.prefix(30) {
                    try await writer.write(ByteBuffer(bytes: [byte]))
                    try await Task.sleep(for: .seconds(1))
                }
                throw FakeGitHubError.droppedOnPurpose
            })
        case .tooManyItems:
            let items = (1...50).map { Reply.minimalRepositoryJSON(id: $0) }
            return Reply.json(Reply.searchJSON(totalCount: 50, items: items))
        case .negativeCount:
            return Reply.json(Reply.searchJSON(totalCount: -1, items: [Reply.minimalRepositoryJSON(id: 1)]))
        case .minimumCount:
            return Reply.json(Reply.searchJSON(totalCount: Int.min, items: [Reply.minimalRepositoryJSON(id: 1)]))
        case .hugeCount:
            return Reply.json(Reply.searchJSON(totalCount: Int.max, items: [Reply.minimalRepositoryJSON(id: 1)]))
        case .negativeStars:
            return Reply.json(Reply.searchJSON(totalCount: 1, items: [Reply.repositoryJSON(owner: "o", name: "negative", stars: -5)]))
        case .fractionalStars:
            return Reply.json(Reply.searchJSON(totalCount: 1, items: [Reply.repositoryJSON(owner: "o", name: "fractional", stars: 1).replacingOccurrences(of: #""stargazers_count":1,"#, with: #""stargazers_count":1.5,"#)]))
        case .zeroCountWithItems:
            let link = "<\(base)/search/repositories?q=zero-count&page=2>; rel=\"next\""
            let items = (1...3).map { Reply.minimalRepositoryJSON(id: $0) }
            return Reply.json(Reply.searchJSON(totalCount: 0, items: items), headers: ["Link": link])
        case .hugeNextPage:
            let link = "<\(base)/search/repositories?q=huge-next-page&per_page=2&page=\(Int.max)>; rel=\"next\""
            return Reply.json(Reply.searchJSON(totalCount: 3, items: [Reply.minimalRepositoryJSON(id: 1)]), headers: ["Link": link])
        case .retryAfterHuge:
            return Reply.json(#"{"message":"slow down"}"#, status: .tooManyRequests, headers: ["Retry-After": "1e308"])
        case .retryAfterNegative:
            return Reply.json(#"{"message":"slow down"}"#, status: .tooManyRequests, headers: ["Retry-After": "-30"])
        case .retryAfterFarFuture:
            return Reply.json(#"{"message":"slow down"}"#, status: .tooManyRequests, headers: ["Retry-After": "99999999999"])
        case .resetHuge:
            return Reply.json(
                #"{"message":"API rate limit exceeded"}"#, status: .forbidden,
                headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1e308"]
            )
        case .resetInThePast:
            return Reply.json(
                #"{"message":"API rate limit exceeded"}"#, status: .forbidden,
                headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "0"]
            )
        }
    }

    /// `body`, one byte a second (chunked); stops early when the client hangs up.
    private static func slowly(_ body: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            for byte in body.utf8 {
                try await writer.write(ByteBuffer(bytes: [byte]))
                try await Task.sleep(for: .seconds(1))
            }
            try await writer.finish(nil)
        })
    }

    /// A valid search body of 50,000 minimal items (about 6 MB), in chunks of 1,000 items.
    private static func oversizedReply() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: #"{"total_count":60000,"incomplete_results":false,"items":["#))
            for chunk in 0..<50 {
                let items = (1...1000).map { FakeGitHubReplies.minimalRepositoryJSON(id: chunk * 1000 + $0) }
                try await writer.write(ByteBuffer(string: (chunk == 0 ? "" : ",") + items.joined(separator: ",")))
            }
            try await writer.write(ByteBuffer(string: "]}"))
            try await writer.finish(nil)
        })
    }
}
