#if StrataTools
// The one unsafe technique of StrataLint, fenced in this file.
//
// Benchmark served: Lint › "strata lint, 500,000 lines, every core" (and "…, real apps"). A file's
// syntax tree is some megabytes of 4 KiB blocks, all freed when the file is done. glibc gives the
// top of a thread's heap back to the kernel as soon as 128 KiB of it is free (`madvise` or `brk`,
// about ten times a file), and the next file faults the same pages in again; with two workers in
// one process, each of those calls also interrupts the other core to flush its TLB. `strata lint`
// of the 500,000-line corpus made up to 24,000 such calls and spent up to 1.4 s in the kernel;
// with the threshold at 4 MiB it makes none, spends 0.05–0.1 s there and finishes 5–20% sooner,
// with the same peak memory (interleaved runs of the same build on the 2-core build machine).
//
// Why it is safe: `mallopt` is glibc's own function, looked up with `dlsym` (Swift's Glibc module
// does not declare it) and called with the type <malloc.h> declares, `int mallopt(int, int)`;
// `M_TRIM_THRESHOLD` is -1 there. When the symbol is missing (another C library) nothing is
// called. The setting decides only how much freed memory the process keeps for its next
// allocations (at most 4 MiB more per heap), never which memory is valid; it holds for the whole
// process, once set.

#if canImport(Glibc)
import Glibc
#endif

/// Keeps freed heap memory in the process instead of handing it back to the kernel after every
/// file (glibc only; elsewhere it does nothing).
enum HeapTrimming {
    /// How much free memory at the top of a heap glibc keeps before giving it back.
    static let threshold: Int32 = 4 << 20

    /// Raises glibc's trim threshold to ``threshold``, once per process.
    static func keepFreedMemory() {
        _ = raised
    }

    private static let raised: Bool = {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD in glibc's <malloc.h>
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        return unsafeBitCast(symbol, to: Mallopt.self)(trimThreshold, threshold) == 1
        #else
        return false
        #endif
    }()
}
#endif
