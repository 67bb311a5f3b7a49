import Foundation

/// The screen templates: plain files in the package's `Templates` folder, which SwiftPM ships as
/// the module's resources.
///
/// A template's path says where its file goes and when:
/// - `presentation/` (every pattern; the screen-object shape leaves out its routing protocol),
///   `router/` (every pattern but VIPER, whose router is a `SceneRouter`, and the screen-object
///   shape, whose screen closes instead) and `<pattern>/presentation/`: the driver-free module's
///   folder for the screen, `Sources/<Module>/<Name>/`;
/// - `<pattern>/presentation-list/` (with a list only, for the screen-object shape): the list's
///   row type and display protocol, in the driver-free module's folder too;
/// - `<driver>/` (every pattern but the screen-object shape, whose root views adopt its display
///   protocol), `<driver>-list/` (with a list only; the screen-object shape has its own,
///   `<pattern>/<driver>-list/`, whose data sources adopt its list display protocol) and
///   `<pattern>/<driver>/`: the driver's folder for the screen, `Sources/TerminalUI/<Name>/` or
///   `Sources/UIKitUI/<Name>/`;
/// - `<pattern>/tests/`: the driver-free module's tests, `Tests/<Module>Tests/`;
/// - `<pattern>/terminal-tests/` (terminal driver only): the screen's tests on a headless terminal,
///   `Tests/TerminalUITests/`, which import the driver's module, `TerminalUI`;
/// - `<pattern>/<driver>-driver/`: files every screen of the driver shares, in the driver's folder
///   `Sources/TerminalUI/` or `Sources/UIKitUI/` — the screen-object shape's driver struct, which
///   each screen's view controller extends with the screen's hosting protocol. The first screen
///   writes them; a later one keeps them as they are, `force` or not
///   (``GeneratedFile/keepsExisting``).
///
/// In file names and contents, `{{Name}}`, `{{name}}` (lower camel case), `{{member}}` (lower
/// camel case, back-quoted when Swift reserves it: a method's name), `{{title}}` (words) and
/// `{{Module}}` are replaced; lines between `{{#list}}` and `{{/list}}` are kept only for a screen
/// with a list, lines between `{{^list}}` and `{{/list}}` only for one without.
public struct TemplateLibrary: Sendable {
    /// The folder holding the templates.
    public let root: URL

    /// The templates shipped with the package.
    public static var bundled: TemplateLibrary {
        TemplateLibrary(root: Bundle.module.resourceURL?.appendingPathComponent("Templates") ?? URL(fileURLWithPath: "Templates"))
    }

    /// Templates in `root` (for tests of other template sets).
    public init(root: URL) {
        self.root = root
    }

    /// The template folders a request uses, each with the folder its files go to and whether an
    /// existing file there is kept (a file every screen of the driver shares).
    func folders(for request: ScreenRequest) -> [(template: String, destination: String, keepsExisting: Bool)] {
        let presentation = "Sources/\(request.module)/\(request.name)"
        let ui = "Sources/\(request.driver.folder)/\(request.name)"
        var folders: [(template: String, destination: String, keepsExisting: Bool)] = [
            ("presentation", presentation, false), ("\(request.pattern.rawValue)/presentation", presentation, false),
        ]
        if request.pattern.usesSharedDriverTemplates { folders.append((request.driver.rawValue, ui, false)) }
        folders += [
            ("\(request.pattern.rawValue)/\(request.driver.rawValue)", ui, false),
            ("\(request.pattern.rawValue)/tests", "Tests/\(request.module)Tests", false),
        ]
        if request.pattern.usesSharedRouter { folders.append(("router", presentation, false)) }
        if request.withList {
            if request.pattern.hasOwnListTemplates {
                folders += [
                    ("\(request.pattern.rawValue)/presentation-list", presentation, false),
                    ("\(request.pattern.rawValue)/\(request.driver.rawValue)-list", ui, false),
                ]
            } else {
                folders.append(("\(request.driver.rawValue)-list", ui, false))
            }
        }
        if request.driver == .terminal {
            folders.append(("\(request.pattern.rawValue)/terminal-tests", "Tests/\(request.driver.folder)Tests", false))
        }
        if request.pattern.hasDriverStruct {
            folders.append(("\(request.pattern.rawValue)/\(request.driver.rawValue)-driver", "Sources/\(request.driver.folder)", true))
        }
        return folders
    }

    /// The template files of `folder`, sorted by name.
    func templates(in folder: String) throws(ScaffoldingError) -> [(name: String, text: String)] {
        let url = root.appendingPathComponent(folder)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(Self.suffix) }.sorted()
        } catch {
            throw .templatesMissing("\(url.path): \(error.localizedDescription)")
        }
        var result: [(String, String)] = []
        for name in names {
            guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) else {
                throw .templatesMissing("cannot read \(folder)/\(name)")
            }
            result.append((String(name.dropLast(Self.suffix.count)), String(decoding: data, as: UTF8.self)))
        }
        return result
    }

    /// Template files end with this, so that no tool takes them for Swift sources.
    static let suffix = ".template"
}
