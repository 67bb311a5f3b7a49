import StrataList
import Testing

@MainActor
@Suite("A list's cell view models: one per item, kept while it stays, made again when its content changes")
struct ListCellViewModelsTests {
    struct Row: Hashable, Sendable, ContentEquatable {
        let id: Int
        var text: String
        static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
        func isContentEqual(to other: Row) -> Bool { text == other.text }
    }

    final class Model: ListCellViewModel {
        let content: String
        init(_ row: Row) { content = row.text }
    }

    @Test("the same item gets the same view model; the provider runs once per item")
    func keptPerItem() {
        var made: [Int] = []
        let models = ListCellViewModels<Row, Model, Int> { row, _ in
            made.append(row.id)
            return Model(row)
        }
        let first = models.viewModel(for: Row(id: 1, text: "a"), at: 0)
        #expect(models.viewModel(for: Row(id: 1, text: "a"), at: 5) === first)
        _ = models.viewModel(for: Row(id: 2, text: "b"), at: 1)
        #expect(made == [1, 2])
        #expect(models.existingViewModel(for: Row(id: 3, text: "c")) == nil)
    }

    @Test("an item whose content changed gets a new view model; without isContentEqual it keeps its own")
    func contentChange() {
        let compared = ListCellViewModels<Row, Model, Int>(isContentEqual: { $0.isContentEqual(to: $1) }) { row, _ in Model(row) }
        let old = compared.viewModel(for: Row(id: 1, text: "a"), at: 0)
        let new = compared.viewModel(for: Row(id: 1, text: "b"), at: 0)
        #expect(new !== old)
        #expect(new.content == "b")
        let identity = ListCellViewModels<Row, Model, Int> { row, _ in Model(row) }
        let kept = identity.viewModel(for: Row(id: 1, text: "a"), at: 0)
        #expect(identity.viewModel(for: Row(id: 1, text: "b"), at: 0) === kept)
    }

    @Test("keep(only:) drops the view models of items that left; an item that comes back starts afresh")
    func dropsLeftItems() {
        let models = ListCellViewModels<Row, Model, Int> { row, _ in Model(row) }
        let one = models.viewModel(for: Row(id: 1, text: "a"), at: 0)
        let two = models.viewModel(for: Row(id: 2, text: "b"), at: 1)
        models.keep(only: [Row(id: 2, text: "b")])
        #expect(models.existingViewModel(for: Row(id: 1, text: "a")) == nil)
        #expect(models.existingViewModel(for: Row(id: 2, text: "b")) === two)
        #expect(models.viewModel(for: Row(id: 1, text: "a"), at: 0) !== one)
    }
}
