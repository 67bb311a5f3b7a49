/// Finds which elements of a sequence of distinct integers form a longest strictly increasing
/// subsequence, in O(n log n) time (patience sorting with predecessor links).
///
/// The diff uses it to keep as many items in place as possible: of the items that stay in a
/// section, those whose old positions increase along the new order need no move. It is a reusable
/// workspace so that diffing many sections allocates its buffers once.
///
/// Values and the links between them are 32-bit: the diff's positions fit (``ItemMatching``
/// checks that a diff covers fewer than 2^31 items), and half-width buffers halve the memory a
/// large diff touches.
@usableFromInline
struct LongestIncreasingSubsequence {
    /// `tails[k]` is the index (into the values) of the smallest tail of an increasing run of
    /// length `k + 1` found so far.
    @usableFromInline var tails: ContiguousArray<Int32> = []
    /// `tailValues[k] == values[tails[k]]`, kept alongside so the binary search reads one
    /// contiguous array instead of jumping through `values`.
    @usableFromInline var tailValues: ContiguousArray<Int32> = []

    @usableFromInline
    init() {}

    /// Fills `isMember` (resized to `values.count`) with whether each value is in the subsequence,
    /// and returns the subsequence's length. The values (the diff's section indices) must fit in
    /// 32 bits.
    @inlinable
    @discardableResult
    mutating func markMembers(of values: ContiguousArray<Int>, into isMember: inout ContiguousArray<Bool>) -> Int {
        var scratch = ContiguousArray<Int32>()
        scratch.reserveCapacity(values.count)
        for value in values {
            precondition(value >= Int(Int32.min) && value <= Int(Int32.max), "values fit in 32 bits")
            scratch.append(Int32(truncatingIfNeeded: value))
        }
        return markMembers(consuming: &scratch, into: &isMember)
    }

    /// Like ``markMembers(of:into:)``, but works in `values` itself: on return it holds the
    /// predecessor links, not the values. The diff's item pass uses it to save one array as long
    /// as the section.
    @inlinable
    @discardableResult
    mutating func markMembers(consuming values: inout ContiguousArray<Int32>, into isMember: inout ContiguousArray<Bool>) -> Int {
        let count = values.count
        precondition(count <= Int(Int32.max), "fewer than 2^31 values, so that an index fits in a link")
        isMember.removeAll(keepingCapacity: true)
        isMember.append(contentsOf: repeatElement(false, count: count))
        guard count > 0 else { return 0 }
        if tails.count < count {
            tails = ContiguousArray(repeating: 0, count: count)
            tailValues = ContiguousArray(repeating: 0, count: count)
        }
        // `values` doubles as the array of predecessor links: for each value, the index of the
        // value before it in the best run ending there, or -1. `values[index]` is read before the
        // link of `index` is written there.
        var length = 0
        for index in 0..<count {
            let value = values[index]
            // Most items keep their order, so extending the longest run is the common case.
            if length > 0 && tailValues[length &- 1] < value {
                values[index] = tails[length &- 1]
                tails[length] = Int32(truncatingIfNeeded: index)
                tailValues[length] = value
                length &+= 1
                continue
            }
            // The first tail not below `value` (a branch-free binary search: the comparisons are
            // unpredictable, so selecting beats branching).
            var low = 0
            if length > 0 {
                var remaining = length
                while remaining > 1 {
                    let half = remaining &>> 1
                    low = tailValues[low &+ half] < value ? low &+ half : low
                    remaining &-= half
                }
                if tailValues[low] < value { low &+= 1 }
            }
            values[index] = low > 0 ? tails[low &- 1] : -1
            tails[low] = Int32(truncatingIfNeeded: index)
            tailValues[low] = value
            if low == length { length &+= 1 }
        }
        var member = Int(tails[length &- 1])
        while member >= 0 {
            isMember[member] = true
            member = Int(values[member])
        }
        return length
    }
}
