import StrataList
import Testing

@Suite("SnapshotError")
struct SnapshotErrorTests {
    @Test("every message names the identifier that caused it")
    func messagesNameIdentifiers() {
        #expect(SnapshotError.duplicateItem("\"a\"").description.contains("\"a\""))
        #expect(SnapshotError.duplicateSection("7").description.contains("7"))
        #expect(SnapshotError.unknownItem("\"b\"").description.contains("\"b\""))
        #expect(SnapshotError.unknownSection("\"s\"").description.contains("\"s\""))
        #expect(SnapshotError.itemMovedRelativeToItself("3").description.contains("3"))
        #expect(SnapshotError.sectionMovedRelativeToItself("4").description.contains("4"))
        #expect(SnapshotError.changesetDoesNotFit("section 9 is out of range").description.contains("section 9"))
        #expect(SnapshotError.noSection.description.contains("no section"))
    }
}
