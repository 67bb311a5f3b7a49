import Benchmark
import StrataTerminal

/// Bytes the renderer wrote to the terminal for the measured frame.
let bytesWritten = BenchmarkMetric.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, bytesWritten],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(5),
        maxIterations: 200
    )

    // A full 200×60 screen of text (59 labels and the status line); one label changes.
    Benchmark("Render 200x60 after a one-line change") { benchmark async in
        // Views are main-actor objects; the measurement happens entirely inside this hop, so the
        // benchmark object is never used from two places at once.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let fixture = FullScreenFixture()
            fixture.labels[30].text = String(repeating: "変更 ", count: 39)
            benchmark.startMeasurement()
            fixture.application.renderNow()
            benchmark.stopMeasurement()
            benchmark.measurement(bytesWritten, fixture.terminal.lastWrite.count)
        }
    }

    // The renderer alone: diffing two 200×60 buffers that differ in one line.
    Benchmark("Diff 200x60 buffers after a one-line change") { benchmark in
        let size = TerminalSize(columns: 200, rows: 60)
        var before = ScreenBuffer(size: size)
        for row in 0..<60 { before.write(String(repeating: "行\(row % 10)x", count: 50), column: 0, row: row, style: .plain) }
        var after = before
        after.write(String(repeating: "改", count: 100), column: 0, row: 30, style: .bold)
        var renderer = Renderer()
        _ = renderer.render(before)
        benchmark.startMeasurement()
        let bytes = renderer.render(after)
        benchmark.stopMeasurement()
        benchmark.measurement(bytesWritten, bytes.count)
    }

    // One page down in a 100,000-row list on a 200×60 screen: key handling, layout, drawing the
    // visible rows, diffing and handing the bytes to the terminal — the app's frame. The terminal
    // only counts bytes (see ByteCountingTerminal for why).
    Benchmark("Scroll a 100,000-row ListView by one page") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let fixture = ListFixture(rows: 100_000, terminal: ByteCountingTerminal(size: TerminalSize(columns: 200, rows: 60)))
            for _ in 0..<10 { fixture.application.send(.pageDown) }
            fixture.application.renderNow()
            benchmark.startMeasurement()
            fixture.application.send(.pageDown)
            fixture.application.renderNow()
            benchmark.stopMeasurement()
            benchmark.measurement(bytesWritten, fixture.terminal.lastWriteCount)
        }
    }

    // The same frame on a HeadlessTerminal, which also decodes the ANSI output into its cells (the
    // terminal emulator's work, done in-process for tests): the figure phase 1 reported.
    Benchmark("Scroll a 100,000-row ListView by one page (headless terminal decoding)") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let fixture = ListFixture(rows: 100_000, terminal: HeadlessTerminal(size: TerminalSize(columns: 200, rows: 60)))
            for _ in 0..<10 { fixture.application.send(.pageDown) }
            fixture.application.renderNow()
            benchmark.startMeasurement()
            fixture.application.send(.pageDown)
            fixture.application.renderNow()
            benchmark.stopMeasurement()
            benchmark.measurement(bytesWritten, fixture.terminal.lastWrite.count)
        }
    }
}
