#if StrataTools
import StrataLint
import Testing

@Suite("root-view-init-data")
struct RootViewInitDataTests {
    /// Article ⑤'s HogeRootView: UIKit's two initialisers of a view, no data.
    static let articleRootView = """
        final class HogeRootView: UIView, AppView {
            let hogeLabel: UILabel = .init(frame: .zero)

            override init(frame: CGRect) {
                super.init(frame: frame)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func setup() {}

            func setColorMode(lightMode: Bool) {}
        }
        """

    @Test("the articles' HogeRootView (init(frame:), init?(coder:)) and a parameterless init are not reported")
    func articleRootView() {
        #expect(rules(Self.articleRootView).isEmpty)
        #expect(rules("final class SearchRootView: View, AppView {\n    override init() { super.init() }\n    func setup() {}\n}\n").isEmpty)
    }

    @Test("an AppView conformer with an initialiser taking data is reported at the initialiser")
    func appViewWithData() {
        let source = """
            final class ProfileView: UIView, AppView {
                init(user: User, showsBadge: Bool = true) {
                    super.init(frame: .zero)
                }
            }
            """
        let findings = lint(source)
        #expect(findings.map(\.rule) == [.rootViewInitData])
        #expect(findings.first?.line == 2)
        #expect(findings.first?.message.contains("init(user:showsBadge:)") == true)
    }

    @Test("a UIView subclass named *RootView is a root view even without AppView, in an extension too")
    func namedRootView() {
        let source = """
            final class AlbumRootView: UIView {}
            extension AlbumRootView {
                convenience init(photos: [Photo]) { self.init(frame: .zero) }
            }
            """
        #expect(rules(source) == [.rootViewInitData])
    }

    @Test("other views and types may take data at init")
    func otherViews() {
        #expect(rules("final class PhotoCell: UICollectionViewCell {\n    init(photo: Photo) { super.init(frame: .zero) }\n}\n").isEmpty)
        #expect(rules("struct RootViewModel {\n    init(items: [Item]) {}\n}\n").isEmpty)
    }
}
#endif
