import Foundation
import StrataNavigation
import Testing

@Suite("LaunchKind")
struct LaunchKindTests {
    @Test("kinds encode as their names, so saved counts stay readable")
    func codable() throws {
        let data = try JSONEncoder().encode([LaunchKind.universalLink, .shortcut])
        #expect(String(decoding: data, as: UTF8.self) == #"["universalLink","shortcut"]"#)
        #expect(try JSONDecoder().decode([LaunchKind].self, from: data) == [.universalLink, .shortcut])
    }
}
