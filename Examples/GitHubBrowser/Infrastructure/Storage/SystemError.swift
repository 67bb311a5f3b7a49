#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `errno` — what the calling thread's last failed system call set — and its message, for every
/// system call of this target.
///
/// On Apple platforms it is read through libSystem's `__error()`, which every iOS release has, and
/// not through the Swift overlay's `errno`: in the iOS 26 SDK that variable lives in
/// `libswift_DarwinFoundation1`, a library iOS 17 and 18 do not have, so an app that used it would
/// load a library those systems lack and stop at launch (`Scripts/ios-link.sh` checks the libraries
/// the app loads against the oldest supported OS's SDK).
enum SystemError {
    /// The calling thread's `errno`.
    static var code: Int32 {
        #if canImport(Darwin)
        __error().pointee
        #else
        errno
        #endif
    }

    /// What `strerror` says of `code`: by default, of the calling thread's `errno`.
    static func message(_ code: Int32 = SystemError.code) -> String {
        String(cString: strerror(code))
    }
}
