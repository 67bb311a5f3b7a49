import ArgumentParser
import SamplePresenters

/// `strata-samples solid`: the SOLID chapter's `MessageSender` refactoring, step by step.
struct SolidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solid",
        abstract: "The SOLID chapter's MessageSender refactoring, step by step: the code's shape, then a run of it.",
        discussion: """
            Prints each step of the chapter — the sender that does everything, then validation \
            extracted (S), failable operations as typed errors, the API behind an abstraction (D), \
            narrow protocols (I), message kinds as types (O), and the result — with the shape of \
            the code and what it does when run against an in-memory message server. Plain output: \
            no terminal screen, so it can be piped or read in a log.
            """
    )

    @Option(name: .long, help: "Print only this step (1–\(SOLIDWalkthrough.steps.count)).")
    var step: Int?

    func validate() throws {
        if let step, !SOLIDWalkthrough.steps.indices.contains(step - 1) {
            throw ValidationError("There is no step \(step): choose 1–\(SOLIDWalkthrough.steps.count).")
        }
    }

    @MainActor
    func run() async throws {
        let steps = SOLIDWalkthrough.steps
        let chosen = step.map { [$0] } ?? Array(1...steps.count)
        for (position, number) in chosen.enumerated() {
            if position > 0 { print("") }
            let step = steps[number - 1]
            let principle = step.principle.isEmpty ? "" : " · \(step.principle)"
            print("Step \(number) of \(steps.count)\(principle)")
            print("\(step.title)")
            print(String(repeating: "─", count: 60))
            for line in step.explanation { print(line) }
            print("")
            for line in step.codeShape.split(separator: "\n", omittingEmptySubsequences: false) { print("    \(line)") }
            print("")
            print("Run:")
            for line in await step.run() { print("  \(line)") }
        }
    }
}
