import NIOCore

/// A gzip body of about 1 MiB that decodes to about 1 GB of spaces: what a hostile server sends to
/// a client that checks its size cap against the bytes on the wire instead of the bytes decoded.
///
/// It is one deflate block whose Huffman codes give the length-258, distance-1 match two bits:
/// every zero byte of its run repeats the previous space 4 × 258 times. The stream is complete
/// and valid (`gzip -t` accepts it): a client that reads it to the end gets exactly
/// ``decodedSize`` spaces, whatever the header's checksums say about them.
enum GzipBomb {
    /// The gzip header: deflate, no name, no time, Unix.
    private static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03]
    /// The block's header and code tables, then its first space.
    private static let blockStart: [UInt8] = [0xED, 0xC1, 0x31, 0x01, 0x00, 0x00, 0x00, 0xC2, 0xA0, 0x2A, 0xEB, 0x9F, 0xD2, 0x10, 0xBE, 0x40, 0x01]
    /// The run of zero bytes: each repeats the last space 1,032 times.
    private static let runLength = 1 << 20
    /// The last matches and the end of the block.
    private static let blockEnd: [UInt8] = [0x7C, 0x06]
    /// CRC-32 and length (mod 2³²) of the decoded spaces, little-endian.
    private static let trailer: [UInt8] = [0xA3, 0xE2, 0x35, 0x18, 0x48, 0x04, 0x80, 0x40]

    /// How many spaces the body decodes to (1,082,131,528).
    static let decodedSize = 1_048_576 + 1_032 * (runLength - 1_015)

    /// The compressed body (1,048,613 bytes).
    static func body() -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(header.count + blockStart.count + runLength + blockEnd.count + trailer.count)
        buffer.writeBytes(header)
        buffer.writeBytes(blockStart)
        buffer.writeRepeatingByte(0, count: runLength)
        buffer.writeBytes(blockEnd)
        buffer.writeBytes(trailer)
        return buffer
    }
}
