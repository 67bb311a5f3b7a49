import HTTPTypes
import Hummingbird
import NIOCore

/// The JSON bodies and responses ``FakeGitHub`` answers with, shaped like GitHub's.
enum FakeGitHubReplies {
    /// A full repository, as `GET /repos/{owner}/{name}` and search results carry it.
    static func repositoryJSON(owner: String, name: String, stars: Int, summary: String? = nil, language: String = "Swift") -> String {
        """
        {"id":1,"name":"\(name)","full_name":"\(owner)/\(name)","owner":{"login":"\(owner)","type":"Organization"},
         "description":"\(summary ?? "The \(name) project")","language":"\(language)","stargazers_count":\(stars),"forks_count":7,
         "open_issues_count":3,"license":{"key":"apache-2.0","spdx_id":"Apache-2.0","name":"Apache License 2.0"},
         "topics":["swift","demo"],"updated_at":"2025-05-01T10:00:00Z","pushed_at":"2025-06-01T12:30:00Z",
         "html_url":"https://github.com/\(owner)/\(name)"}
        """
    }

    /// A repository as `GET /repositories` lists it: no counts, no dates.
    static func minimalRepositoryJSON(id: Int) -> String {
        #"{"id":\#(id),"name":"repo-\#(id)","full_name":"user\#(id)/repo-\#(id)","owner":{"login":"user\#(id)"},"description":null}"#
    }

    /// The body of `GET /search/repositories`.
    static func searchJSON(totalCount: Int, items: [String]) -> String {
        #"{"total_count":\#(totalCount),"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#
    }

    /// A user or organisation, as `GET /search/users` lists it.
    static func userJSON(login: String, type: String) -> String {
        #"{"login":"\#(login)","id":1,"type":"\#(type)","html_url":"https://github.com/\#(login)","score":1.0}"#
    }

    /// The body of `GET /search/users`.
    static func userSearchJSON(totalCount: Int, items: [String]) -> String {
        #"{"total_count":\#(totalCount),"incomplete_results":false,"items":[\#(items.joined(separator: ","))]}"#
    }

    /// A JSON response with `status` and the `extra` headers.
    static func json(_ body: String, status: HTTPResponse.Status = .ok, headers extra: [String: String] = [:]) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        for (name, value) in extra {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// A redirect to `location` with `status` (a 3xx) and a short body.
    static func redirect(to location: String, status: HTTPResponse.Status = .found) -> Response {
        json(#"{"message":"Moved"}"#, status: status, headers: ["Location": location])
    }
}
