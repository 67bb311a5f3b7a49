import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps this test process's open files out of the programs it starts.
///
/// SwiftNIO opens its sockets without close-on-exec, and `ProcessRunner` spawns tmux with every
/// descriptor inherited. A tmux server started while another test's fake GitHub is listening would
/// keep that listening socket open after the fake stops: connections to the "closed" port are then
/// accepted by the kernel and never answered, so a test that expects "offline" times out instead.
/// Marking every descriptor close-on-exec just before starting tmux prevents that.
enum InheritedDescriptors {
    /// Marks every open descriptor above standard error close-on-exec.
    static func closeOnExec() {
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) }
        for descriptor in open ?? Array(3..<1024) where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 {
                _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC)
            }
        }
    }
}
