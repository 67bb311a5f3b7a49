/// Finds which elements of a sequence of distinct integers form a longest strictly increasing
/// subsequence, in O(n log n) time (patience sorting with predecessor links).
///
/// The diff uses it to keep as many items in place as possible: of the items that stay in a
/// section, those whose old positions increase along the new order need no move. It is a reusable
/// workspace so that diffing many sections allocates its buffers once.
@usableFromInline
struct LongestIncreasingSubsequence {
    /// `tails[k]` is the index (into the values) of the smallest tail of an increasing run of
    /// length `k + 1` found so far.
    @usableFromInline var tails: ContiguousArray<Int> = []
    /// `tailValues[k] == values[tails[k]]`, kept alongside so the binary search reads one
    /// contiguous array instead of jumping through `values`.
    @usableFromInline var tailValues: ContiguousArray<Int> = []
    /// For each value, the index of the value before it in the best run ending there, or -1.
    @usableFromInline var predecessors: ContiguousArray<Int> = []

    @usableFromInline
    init() {}

    /// Fills `isMember` (resized to `values.count`) with whether each value is in the subsequence,
    /// and returns the subsequence's length.
    @inlinable
    @discardableResult
    mutating func markMembers(of values: ContiguousArray<Int>, into isMember: inout ContiguousArray<Bool>) -> Int {
        let count = values.count
        tails.removeAll(keepingCapacity: true)
        tailValues.removeAll(keepingCapacity: true)
        predecessors.removeAll(keepingCapacity: true)
        predecessors.reserveCapacity(count)
        isMember.removeAll(keepingCapacity: true)
        isMember.append(contentsOf: repeatElement(false, count: count))
        guard count > 0 else { return 0 }
        for index in 0..<count {
            let value = values[index]
            // Most items keep their order, so extending the longest run is the common case.
            if let lastValue = tailValues.last, lastValue < value {
                predecessors.append(tails[tails.count &- 1])
                tails.append(index)
                tailValues.append(value)
                continue
            }
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low &+ high) >> 1
                if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
            }
            predecessors.append(low > 0 ? tails[low &- 1] : -1)
            if low == tails.count {
                tails.append(index)
                tailValues.append(value)
            } else {
                tails[low] = index
                tailValues[low] = value
            }
        }
        var member = tails[tails.count - 1]
        while member >= 0 {
            isMember[member] = true
            member = predecessors[member]
        }
        return tails.count
    }
}
