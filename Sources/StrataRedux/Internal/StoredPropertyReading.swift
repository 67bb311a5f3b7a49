// The one unsafe technique of StrataRedux, fenced in this file.
//
// Benchmark served: Stores › "Redux dispatch, 100 subscribers, slices unchanged" (100 key-path
// selections). A key path projection (`state[keyPath:]`) goes through the standard library's
// generic key path interpreter, about 90 ns per read on the reference machine; 100 of them cap a
// dispatch at ~110,000/s, against the 1,000,000/s the store promises. A key path that names stored
// properties only has a fixed byte offset in the state (`MemoryLayout.offset(of:)`, public API), so
// the slice can be read from there instead: one load.
//
// Why it is safe: the offset comes from `MemoryLayout<State>.offset(of: keyPath)`, which is only
// non-nil when the key path is a chain of stored properties of `State` with no computed or
// optional-chaining component, so the bytes at that offset are always an initialized `Value`,
// properly aligned; the read copies the value (retaining what it references), exactly as the key
// path projection would; the state is borrowed `inout` for the duration of the read only, and the
// pointer never escapes the closure.

/// Where a key-path-selected slice lies in the state, when it can be read without a key path
/// projection.
@usableFromInline
enum StoredPropertyReading {
    /// The byte offset of the slice `keyPath` names, or `nil` when the key path has a component that
    /// is not a stored property (the slice is then read with a key path projection).
    @inlinable
    static func offset<State, Value>(of keyPath: KeyPath<State, Value>) -> Int? {
        MemoryLayout<State>.offset(of: keyPath)
    }

    /// The `Value` stored at `offset` in `state`; `offset` comes from ``offset(of:)`` for a key path
    /// whose value type is `Value`.
    @inlinable
    static func read<State, Value>(_ state: inout State, at offset: Int, as _: Value.Type) -> Value {
        withUnsafeBytes(of: &state) { bytes in bytes.load(fromByteOffset: offset, as: Value.self) }
    }
}
