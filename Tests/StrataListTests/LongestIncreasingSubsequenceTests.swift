import PropertyBased
import Testing

@testable import StrataList

@Suite("LongestIncreasingSubsequence")
struct LongestIncreasingSubsequenceTests {
    @Test("the marked members are increasing and as many as the longest increasing subsequence")
    func matchesOracle() async {
        var workspace = LongestIncreasingSubsequence()
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...60).array(of: 0...50)) { values in
            let distinct = values.reduce(into: [Int]()) { result, value in
                if !result.contains(value) { result.append(value) }
            }
            var isMember = ContiguousArray<Bool>()
            let length = workspace.markMembers(of: ContiguousArray(distinct), into: &isMember)
            let members = distinct.indices.filter { isMember[$0] }.map { distinct[$0] }
            #expect(isMember.count == distinct.count)
            #expect(members.count == length)
            #expect(length == longestIncreasingLength(distinct))
            #expect(members == members.sorted())
        }
    }

    @Test("an empty input has an empty subsequence")
    func empty() {
        var workspace = LongestIncreasingSubsequence()
        var isMember = ContiguousArray<Bool>([true])
        #expect(workspace.markMembers(of: [], into: &isMember) == 0)
        #expect(isMember.isEmpty)
    }
}
