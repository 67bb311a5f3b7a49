import GitHubBrowserDomain
import PropertyBased
import Testing

@Suite("RepositoryID")
struct RepositoryIDTests {
    @Test("is owner/name")
    func fullName() {
        #expect(RepositoryID(owner: "apple", name: "swift-nio").fullName == "apple/swift-nio")
        #expect(RepositoryID(owner: "apple", name: "swift-nio").description == "apple/swift-nio")
    }

    @Test("equal identifiers ignore case and hash alike, as GitHub does")
    func caseInsensitive() async {
        await propertyCheck(input: Gen.letterOrNumber.string(of: 1...12), Gen.letterOrNumber.string(of: 1...12)) { owner, name in
            let lower = RepositoryID(owner: owner.lowercased(), name: name.lowercased())
            let upper = RepositoryID(owner: owner.uppercased(), name: name.uppercased())
            #expect(lower == upper)
            #expect(Set([lower, upper]).count == 1)
        }
    }

    @Test("different names are different identifiers")
    func distinct() {
        #expect(RepositoryID(owner: "a", name: "b") != RepositoryID(owner: "a", name: "c"))
        #expect(RepositoryID(owner: "a", name: "bc") != RepositoryID(owner: "ab", name: "c"))
    }
}
