/// Where a watchable slice lies in the state (see ``ByteWatch``).
@usableFromInline
struct ByteWatchSpec {
    @usableFromInline let offset: Int
    @usableFromInline let size: Int

    @inlinable
    init(offset: Int, size: Int) {
        self.offset = offset
        self.size = size
    }
}
