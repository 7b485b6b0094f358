import AppSupport
import OutingsApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Before anything opens a file: a closed stdout must not become a store's descriptor.
StandardDescriptors.fillClosed()

// Under a file-size limit (ulimit -f) a write past it raises SIGXFSZ, which would kill the process
// mid-write; ignored, the write fails with EFBIG and the store reports it (exit 74) and rolls back.
signal(SIGXFSZ, SIG_IGN)
exit(Outings.main())
