import Foundation
import OutingsApp

// A standard descriptor closed by the caller (`outings ... >&-`) would be the next number open()
// hands out, so a store file or a PostgreSQL socket could receive what was meant for stdout. Fill
// each closed one with /dev/null opened the wrong way round: using it fails (EBADF), so output to
// a stream that was closed at start is reported (exit 74) and input reads as empty.
for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
    _ = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
}

// Under a file-size limit (ulimit -f) a write past it raises SIGXFSZ, which would kill the process
// mid-write; ignored, the write fails with EFBIG and the store reports it (exit 74) and rolls back.
signal(SIGXFSZ, SIG_IGN)
exit(Outings.main())
