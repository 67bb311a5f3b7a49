import PropertyBased
import StrataList
import Testing

@Suite("ListIndexPath")
struct ListIndexPathTests {
    @Test("index paths order by section, then by item")
    func ordering() {
        let paths = [ListIndexPath(item: 2, section: 1), ListIndexPath(item: 5, section: 0), ListIndexPath(item: 0, section: 1)]
        #expect(paths.sorted() == [ListIndexPath(item: 5, section: 0), ListIndexPath(item: 0, section: 1), ListIndexPath(item: 2, section: 1)])
        #expect(ListIndexPath(item: 1, section: 2).description == "[2, 1]")
    }

    @Test("ordering agrees with comparing (section, item) tuples")
    func orderingProperty() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...5).array(of: 4)) { values in
            let a = ListIndexPath(item: values[1], section: values[0])
            let b = ListIndexPath(item: values[3], section: values[2])
            #expect((a < b) == ((values[0], values[1]) < (values[2], values[3])))
        }
    }
}
