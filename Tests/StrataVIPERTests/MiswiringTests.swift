import Foundation
import StrataTesting
import Testing

/// Mis-wiring a scene is a compile error: these tests type-check small programs against the built
/// StrataVIPER module with the toolchain's `swiftc`.
@Suite("A mis-wired scene does not compile")
struct MiswiringTests {
    /// The folder of the built modules (`.build/debug/Modules`), when the tests run from a build.
    static let modules: URL? = ProcessRunner.packageRoot().map { $0.appendingPathComponent(".build/debug/Modules") }
        .flatMap { FileManager.default.fileExists(atPath: $0.appendingPathComponent("StrataVIPER.swiftmodule").path) ? $0 : nil }
    static let swiftc = ProcessRunner.which("swiftc")

    /// The parts of a scene; `wiring` builds it.
    static func program(wiring: String) -> String {
        """
        import StrataVIPER

        enum EventA: ViewEvent { case tap }
        enum EventB: ViewEvent { case swipe }
        enum CommandA: PresenterCommand { case show }
        enum RequestA: InteractorRequest { case fetch }
        enum ResponseA: InteractorResponse { case fetched }
        enum ResponseB: InteractorResponse { case other }

        @MainActor final class ViewA: SceneView {
            var eventListener: (any EventListener<EventA>)?
            func handle(command: CommandA) {}
        }
        @MainActor final class ViewB: SceneView {
            var eventListener: (any EventListener<EventB>)?
            func handle(command: CommandA) {}
        }
        @MainActor final class PresenterA: Presenter {
            weak var commandListener: (any CommandListener<CommandA>)?
            var requestListener: (any RequestListener<RequestA>)?
            func handle(event: EventA) {}
            func handle(response: ResponseA) {}
        }
        @MainActor final class InteractorA: Interactor {
            weak var responseListener: (any ResponseListener<ResponseA>)?
            func handle(request: RequestA) {}
        }
        @MainActor final class InteractorB: Interactor {
            weak var responseListener: (any ResponseListener<ResponseB>)?
            func handle(request: RequestA) {}
        }
        struct AppScene: Scene {
            func makeScreen() -> Int {
                \(wiring)
                return 0
            }
        }
        """
    }

    /// Type-checks `source`; the compiler's diagnostics, and whether it succeeded.
    static func typecheck(_ source: String) throws -> (succeeded: Bool, output: String) {
        let swiftc = try #require(swiftc)
        let modules = try #require(modules)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-viper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Scene.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path])
        return (result.status == 0, result.error + result.output)
    }

    @Test("a scene wired right type-checks (the control: the set-up itself works)",
          .enabled(if: modules != nil && swiftc != nil, "needs swiftc and a debug build of StrataVIPER"))
    func rightWiringCompiles() throws {
        let result = try Self.typecheck(Self.program(wiring: "build(view: ViewA(), presenter: PresenterA(), interactor: InteractorA())"))
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("a view whose events are not the presenter's, or an interactor with other responses, is a compile error",
          .enabled(if: modules != nil && swiftc != nil, "needs swiftc and a debug build of StrataVIPER"),
          arguments: [
              ("build(view: ViewB(), presenter: PresenterA(), interactor: InteractorA())", "EventB"),
              ("build(view: ViewA(), presenter: PresenterA(), interactor: InteractorB())", "ResponseB"),
          ])
    func miswiringFails(wiring: String, culprit: String) throws {
        let result = try Self.typecheck(Self.program(wiring: wiring))
        #expect(!result.succeeded)
        #expect(result.output.contains("error:"), "\(result.output)")
        #expect(result.output.contains("requires the types") && result.output.contains(culprit), "\(result.output)")
    }
}
