import Foundation
import PropertyBased
import StrataNavigation
import Testing

@Suite("LaunchPathRecorder")
struct LaunchPathRecorderTests {
    @Test("counts launches per kind")
    func counts() throws {
        let recorder = LaunchPathRecorder()
        let link = try #require(URL(string: "strata://repos/a/b"))
        recorder.record(.normal)
        recorder.record(.urlScheme(link))
        recorder.record(.urlScheme(link))
        recorder.record(.spotlight(identifier: "apple/swift"))
        #expect(recorder.count(of: .urlScheme) == 2)
        #expect(recorder.count(of: .shortcut) == 0)
        #expect(recorder.counts == [.normal: 1, .urlScheme: 2, .spotlight: 1])
        #expect(recorder.total == 4)
        #expect(recorder.mostFrequentKind == .urlScheme)
    }

    @Test("starts from saved counts, ignoring negative ones, and can be reset")
    func savedCounts() {
        let recorder = LaunchPathRecorder(counts: [.shortcut: 3, .normal: -2])
        #expect(recorder.counts == [.shortcut: 3])
        recorder.reset()
        #expect(recorder.total == 0)
        #expect(recorder.mostFrequentKind == nil)
    }

    @Test("ties go to the kind declared first")
    func ties() {
        let recorder = LaunchPathRecorder()
        recorder.record(kind: .spotlight)
        recorder.record(kind: .notification)
        #expect(recorder.mostFrequentKind == .notification)
    }

    @Test("concurrent recording loses no launch")
    func concurrent() async {
        let recorder = LaunchPathRecorder()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<400 {
                group.addTask { recorder.record(kind: LaunchKind.allCases[index % LaunchKind.allCases.count]) }
            }
        }
        #expect(recorder.total == 400)
        #expect(LaunchKind.allCases.allSatisfy { recorder.count(of: $0) >= 66 })
    }

    @Test("the counts are the tally of the recorded kinds (property)")
    func tally() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 0...40)) { indices in
            let recorder = LaunchPathRecorder()
            let kinds = indices.map { LaunchKind.allCases[$0] }
            for kind in kinds { recorder.record(kind: kind) }
            #expect(recorder.total == kinds.count)
            for kind in LaunchKind.allCases {
                #expect(recorder.count(of: kind) == kinds.filter { $0 == kind }.count)
            }
        }
    }
}
