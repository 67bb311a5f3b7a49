#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The retry loop of every `read`, `pread` and `write` of this target, written once: a call that a
/// signal interrupted (`EINTR`), or that a non-blocking descriptor could not do yet (`EAGAIN`), is
/// made again; any other failure is returned with `errno` set.
///
/// The action log, its reader, the CSV reader and the database file inspection use it.
enum FileDescriptorIO {
    /// The shape of `write(2)`: a test hands in one that fails, as on a full disk.
    typealias Write = @Sendable (Int32, UnsafeRawPointer?, Int) -> Int

    /// `write(2)` itself.
    static let systemWrite: Write = { descriptor, bytes, count in systemWriteCall(descriptor, bytes, count) }

    /// Makes `call` (one `read`, `pread` or `write`, returning its count or -1) again while it fails
    /// with `EINTR` or `EAGAIN`, and returns what it returned last.
    static func retrying(_ call: () -> Int) -> Int {
        while true {
            let result = call()
            if result < 0, SystemError.code == EINTR || SystemError.code == EAGAIN { continue }
            return result
        }
    }

    /// Writes all of `bytes` to `descriptor` through `write`, retrying as ``retrying(_:)`` says and
    /// going on after a partial write; `false` (with `errno` set) if they could not be written whole.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, through write: Write = systemWrite) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = retrying {
                bytes[offset...].withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress, buffer.count) }
            }
            if written < 0 { return false }
            offset += written
        }
        return true
    }
}

/// The C function, named apart from ``FileDescriptorIO/writeAll(_:to:through:)``'s parameter.
private func systemWriteCall(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
