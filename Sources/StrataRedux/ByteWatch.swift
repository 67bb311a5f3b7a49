/// A slice that a ``Store`` compares by its bits before asking its selection: a stored property of
/// 1, 2, 4 or 8 bytes of a bitwise-copyable type. Unchanged bits mean an unchanged slice, so a dispatch
/// costs a load and a comparison per such selection — no call, no reference counting.
@usableFromInline
struct ByteWatch {
    @usableFromInline let offset: Int
    @usableFromInline let size: Int
    /// The index of the selection's check in the store's `checks`.
    @usableFromInline let checkIndex: Int

    @inlinable
    init(offset: Int, size: Int, checkIndex: Int) {
        self.offset = offset
        self.size = size
        self.checkIndex = checkIndex
    }

    /// The slice's bits in the state at `state`, zero-extended.
    @inlinable
    func bits(in state: UnsafeRawPointer) -> UInt64 {
        switch size {
        case 8: state.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        case 4: UInt64(state.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        case 2: UInt64(state.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
        default: UInt64(state.loadUnaligned(fromByteOffset: offset, as: UInt8.self))
        }
    }
}
