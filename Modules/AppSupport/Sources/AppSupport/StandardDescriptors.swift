import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// Guards the standard descriptors of an app's process.
public enum StandardDescriptors {
    /// A standard descriptor closed by the caller (`app ... >&-`) would be the next number open()
    /// hands out, so a store file or a PostgreSQL socket could receive what was meant for stdout.
    /// Each closed one is filled with /dev/null opened the wrong way round: using it fails (EBADF),
    /// so output to a stream that was closed at start is an error the app reports, and input reads
    /// as empty. Call first thing in `main`, before anything opens a file.
    public static func fillClosed() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1
        {
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
        }
    }
}
