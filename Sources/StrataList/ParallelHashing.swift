import Dispatch

// Fenced unsafe code: a snapshot's identifiers hashed on every core.
//
// Serves the benchmark "Strata build snapshot, N=100000" in `Benchmarks/ListDiff` (target: at most
// 2.5 ms). Hashing 100,000 identifiers with `Hasher` costs about 2 ms on one core, most of a
// snapshot build; no single-threaded change to the index reaches the target. The work units write
// the hash tags straight into the result's buffer, which is the unsafe part: see
// `ParallelHashing.tags(of:)` for why it is safe.

/// Computes the hash tags (``ItemLocationIndex/tag(of:)``) of many identifiers, splitting large
/// batches into work units that run on every core.
@usableFromInline
enum ParallelHashing {
    /// From this many identifiers on, the batch is split: below it, waking other threads costs more
    /// than hashing on the caller's thread.
    @inlinable
    static var minimumParallelCount: Int { 8_192 }

    /// Identifiers per work unit: enough that each unit outweighs handing it to a thread, few
    /// enough that every core gets units to run.
    @inlinable
    static var unitSize: Int { 2_048 }

    /// The tag of each of `items`, in order.
    ///
    /// `Item` is `Sendable`, so its `hash(into:)` may run on other threads. The result is the same
    /// as hashing on one thread, whatever the number of cores.
    @inlinable
    static func tags<Item: Hashable & Sendable>(of items: [Item]) -> ContiguousArray<UInt32> {
        let count = items.count
        guard count >= minimumParallelCount else {
            var tags = ContiguousArray<UInt32>()
            tags.reserveCapacity(count)
            for item in items { tags.append(ItemLocationIndex.tag(of: item.hashValue)) }
            return tags
        }
        let unitSize = self.unitSize
        let units = (count &+ unitSize &- 1) / unitSize
        return ContiguousArray(unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Why this is safe:
            // - the buffer has room for `count` tags, and unit `u` writes exactly the positions
            //   `u * unitSize ..< min((u + 1) * unitSize, count)`: the units' ranges are disjoint
            //   and together cover `0..<count`, so no position is written twice or left
            //   uninitialised, and no two threads touch the same position;
            // - `concurrentPerform` returns only after every unit has finished, so every write
            //   happens before `initializedCount` is set and before the buffer is used or freed;
            // - `UInt32` is a trivial type: initialising a position is a plain store.
            guard let base = buffer.baseAddress else { return }
            let output = TagOutput(base: base)
            DispatchQueue.concurrentPerform(iterations: units) { unit in
                let start = unit &* unitSize
                let end = Swift.min(start &+ unitSize, count)
                for index in start..<end {
                    output.write(ItemLocationIndex.tag(of: items[index].hashValue), at: index)
                }
            }
            initializedCount = count
        }
    }

    /// Where the work units write their tags: the start of the result's buffer, shared by units
    /// that write disjoint ranges of it (see ``ParallelHashing/tags(of:)``).
    @usableFromInline
    struct TagOutput: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<UInt32>

        @inlinable
        init(base: UnsafeMutablePointer<UInt32>) {
            self.base = base
        }

        /// Initialises position `index` (inside the buffer, written by one unit only) to `tag`.
        @inlinable
        func write(_ tag: UInt32, at index: Int) {
            (base + index).initialize(to: tag)
        }
    }
}
