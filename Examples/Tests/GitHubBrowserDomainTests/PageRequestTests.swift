import Foundation
import GitHubBrowserDomain
import PropertyBased
import Testing

@Suite("PageRequest and Page")
struct PageRequestTests {
    @Test("refuses page numbers below 1 and sizes outside 1...100")
    func validation() {
        #expect(throws: PageRequestError.numberBelowOne(0)) { try PageRequest(number: 0) }
        #expect(throws: PageRequestError.sizeOutOfRange(0, maximum: 100)) { try PageRequest(number: 1, size: 0) }
        #expect(throws: PageRequestError.sizeOutOfRange(101, maximum: 100)) { try PageRequest(number: 1, size: 101) }
        #expect(!PageRequestError.numberBelowOne(0).description.isEmpty)
    }

    @Test("refuses a page number past the last, by value and when decoded: a forged log's 2^62 never reaches offset",
          arguments: [PageRequest.maximumNumber + 1, 1 << 62, Int.max])
    func refusesHugeNumbers(_ number: Int) throws {
        #expect(throws: PageRequestError.numberAboveMaximum(number, maximum: PageRequest.maximumNumber)) { try PageRequest(number: number) }
        let json = Data(#"{"number":\#(number),"size":100}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PageRequest.self, from: json) }
    }

    @Test("the last page's offset is computed without overflow, and the page after it is itself")
    func lastNumber() throws {
        let last = try PageRequest(number: PageRequest.maximumNumber, size: PageRequest.maximumSize)
        #expect(last.offset == (PageRequest.maximumNumber - 1) * PageRequest.maximumSize)
        #expect(last.following().number == PageRequest.maximumNumber)
    }

    @Test("the first page clamps its size")
    func firstClamps() {
        #expect(PageRequest.first(size: 0).size == 1)
        #expect(PageRequest.first(size: 1000).size == PageRequest.maximumSize)
        #expect(PageRequest.first.number == 1)
        #expect(PageRequest.first.size == PageRequest.defaultSize)
    }

    @Test("following pages are contiguous: each starts where the previous ended")
    func contiguous() async {
        await propertyCheck(input: Gen.int(in: 1...100), Gen.int(in: 1...50)) { size, steps in
            var page = PageRequest.first(size: size)
            for _ in 0..<steps {
                let next = page.following(cursor: "c")
                #expect(next.offset == page.offset + size)
                #expect(next.number == page.number + 1)
                #expect(next.cursor == "c")
                page = next
            }
        }
    }

    @Test("a page without a next request is the last")
    func lastPage() {
        let page = Page(items: [1, 2], request: .first, next: nil, totalCount: 2)
        #expect(page.next == nil)
        #expect(page == Page(items: [1, 2], request: .first, next: nil, totalCount: 2))
    }
}
