#if StrataTools
import Foundation

/// A Swift package as the `layer-dependency` rule sees it: its targets, each with its folder and
/// its direct dependencies, and its products.
///
/// `strata lint` makes one for each folder that `packages` lists in `.strata-lint.yml`, with
/// ``describe(packageAt:shownAs:swift:timeout:)``, and each target becomes a layer (see
/// ``LintConfiguration/addPackage(_:)``). Make one from JSON you already have with
/// ``init(dumpPackageJSON:directory:)``: what `swift package dump-package` prints.
public struct PackageManifest: Sendable, Hashable {
    /// One target of the package.
    public struct Target: Sendable, Hashable {
        /// The target's name (`GitHubBrowserDomain`).
        public var name: String
        /// The name other modules import it by: the target's name with every character that cannot
        /// be in a Swift identifier made `_`, as SwiftPM does (`strata-fixture` is `strata_fixture`).
        public var moduleName: String
        /// What it is, as the manifest says: `regular`, `executable`, `test`, `plugin`, `macro`, …
        public var kind: String
        /// Its folder, absolute.
        public var path: String
        /// What it depends on, in the order the manifest lists it.
        public var dependencies: [Dependency]

        /// Creates a target.
        public init(name: String, kind: String = "regular", path: String, dependencies: [Dependency] = []) {
            self.name = name
            moduleName = Self.moduleName(of: name)
            self.kind = kind
            self.path = path
            self.dependencies = dependencies
        }

        /// SwiftPM's module name for a target name (its `c99name`).
        static func moduleName(of name: String) -> String {
            var result = String(name.unicodeScalars.map { $0 == "_" || CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" })
            if let first = result.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) { result = "_" + result }
            return result
        }
    }

    /// One direct dependency of a target.
    public enum Dependency: Sendable, Hashable {
        /// A target of the same package (`.target(name:)`).
        case target(String)
        /// A product of a package (`.product(name:package:)`); the package by its identity.
        case product(String, package: String?)
        /// A name that is a target of the same package if it has one, else a product
        /// (`"GitHubBrowserDomain"`).
        case byName(String)

        /// The name the manifest gives it.
        public var name: String {
            switch self {
            case .target(let name), .product(let name, _), .byName(let name): name
            }
        }
    }

    /// One product of the package: its name and the targets it is made of.
    public struct Product: Sendable, Hashable {
        public var name: String
        public var targets: [String]

        /// Creates a product.
        public init(name: String, targets: [String]) {
            self.name = name
            self.targets = targets
        }
    }

    /// The package's name.
    public var name: String
    /// The package's folder, absolute.
    public var directory: String
    /// Its targets, in the order the manifest declares them.
    public var targets: [Target]
    /// Its products.
    public var products: [Product]
    /// The packages it depends on by path (`.package(path: "..")`), by identity (the folder's name,
    /// lowercased): absolute folders.
    public var localPackages: [String: String]

    /// `Package.swift` in ``directory``.
    public var manifestPath: String { directory + "/Package.swift" }

    /// Creates a package description.
    public init(name: String, directory: String, targets: [Target], products: [Product] = [], localPackages: [String: String] = [:]) {
        self.name = name
        self.directory = directory
        self.targets = targets
        self.products = products
        self.localPackages = localPackages
    }

    /// Reads what `swift package dump-package` prints for the package in `directory` (an absolute
    /// folder). A target without a `path` is in its default folder (`Sources/<name>`,
    /// `Tests/<name>` for a test, `Plugins/<name>` for a plugin).
    ///
    /// - Throws: ``PackageDescriptionError`` when the data is not such JSON.
    public init(dumpPackageJSON data: Data, directory: String) throws(PackageDescriptionError) {
        let manifest = directory + "/Package.swift"
        func problem(_ message: String) -> PackageDescriptionError {
            PackageDescriptionError(manifest: manifest, message: "`swift package dump-package` printed \(message)")
        }
        // Anything printed before the JSON (a warning) is left out.
        let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
        guard let root = (try? JSONSerialization.jsonObject(with: data[start...])) as? [String: Any] else {
            throw problem("no JSON package description")
        }
        guard let name = root["name"] as? String, let targets = root["targets"] as? [[String: Any]] else {
            throw problem("a description without a name or targets")
        }
        self.name = name
        self.directory = directory
        self.targets = targets.compactMap { Self.target($0, in: directory) }
        products = (root["products"] as? [[String: Any]] ?? []).compactMap { product in
            (product["name"] as? String).map { Product(name: $0, targets: product["targets"] as? [String] ?? []) }
        }
        var local: [String: String] = [:]
        for dependency in root["dependencies"] as? [[String: Any]] ?? [] {
            guard let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first,
                  let identity = fileSystem["identity"] as? String, let path = fileSystem["path"] as? String else { continue }
            local[identity.lowercased()] = PathResolver.absolute(path, in: directory)
        }
        localPackages = local
    }

    private static func target(_ json: [String: Any], in directory: String) -> Target? {
        guard let name = json["name"] as? String else { return nil }
        let kind = json["type"] as? String ?? "regular"
        let path: String
        if let declared = json["path"] as? String {
            path = PathResolver.absolute(declared, in: directory)
        } else {
            let roots = kind == "test" ? ["Tests"] : kind == "plugin" ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
            let candidates = roots.map { directory + "/" + $0 + "/" + name }
            path = candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
        }
        let dependencies: [Dependency] = (json["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            if let byName = dependency["byName"] as? [Any], let name = byName.first as? String { return .byName(name) }
            if let target = dependency["target"] as? [Any], let name = target.first as? String { return .target(name) }
            if let product = dependency["product"] as? [Any], let name = product.first as? String {
                return .product(name, package: product.count > 1 ? product[1] as? String : nil)
            }
            return nil
        }
        return Target(name: name, kind: kind, path: path, dependencies: dependencies)
    }

    /// Runs `swift package dump-package` in `directory` and reads what it prints.
    ///
    /// - Parameters:
    ///   - directory: the package's folder, absolute.
    ///   - shownAs: the package's `Package.swift` as errors name it (`Examples/Package.swift`).
    ///   - swift: the `swift` program to run; by default the first on `PATH`.
    ///   - timeout: how long the command may take before it is killed (compiling a manifest
    ///     that is not cached takes a second or two).
    /// - Throws: ``PackageDescriptionError`` saying what went wrong: `swift` is not on `PATH`, the
    ///   folder has no `Package.swift`, the command failed (with what it printed), or it took too long.
    public static func describe(
        packageAt directory: String, shownAs: String? = nil, swift: String? = nil, timeout: Duration = .seconds(60)
    ) throws(PackageDescriptionError) -> PackageManifest {
        let shown = shownAs ?? directory + "/Package.swift"
        func failure(_ message: String) -> PackageDescriptionError { PackageDescriptionError(manifest: shown, message: message) }
        guard FileManager.default.fileExists(atPath: directory + "/Package.swift") else {
            throw failure("there is no Package.swift in that folder; `packages` in .strata-lint.yml lists folders of Swift packages")
        }
        guard let swift = swift ?? Self.swiftOnPath() else {
            throw failure(
                "`swift` is not on PATH, and strata lint asks `swift package dump-package` for the targets of each package of `packages`; "
                    + "put a Swift toolchain on PATH, or declare the layers by hand (`layers`)"
            )
        }
        let command = "`swift package dump-package`"
        // A scratch folder of its own: SwiftPM locks the package's `.build` while it builds, and a
        // description asked for there would wait for the build to end — forever, when the build is
        // the one running the lint (the build plugin).
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strata-lint-scratch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let arguments = ["package", "--package-path", directory, "--scratch-path", scratch, "dump-package"]
        switch ChildProcess.run(swift, arguments: arguments, timeout: timeout) {
        case .failure(.cannotStart(let reason)):
            throw failure("cannot run \(swift): \(reason)")
        case .failure(.timedOut):
            let milliseconds = Int(timeout / .milliseconds(1))
            let limit = milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
            throw failure("\(command) did not finish within \(limit) and was stopped")
        case .success(let outcome):
            guard outcome.status == 0 else {
                let said = String(decoding: outcome.standardError, as: UTF8.self).split(whereSeparator: \.isNewline).prefix(20).joined(separator: "\n")
                let status = outcome.status.map { "exit status \($0)" } ?? "ended by a signal"
                throw failure("\(command) failed (\(status))" + (said.isEmpty ? "" : ":\n" + said))
            }
            do {
                return try PackageManifest(dumpPackageJSON: outcome.standardOutput, directory: directory)
            } catch {
                throw failure(error.message)
            }
        }
    }

    /// The first executable `swift` in the folders of `PATH`.
    static func swiftOnPath() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.lazy.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
#endif
