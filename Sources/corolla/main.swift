import CorollaCLI
import Foundation

// A file-size limit (`ulimit -f`) makes a write fail with EFBIG, reported as an error, instead of
// killing the process halfway through.
signal(SIGXFSZ, SIG_IGN)
exit(CorollaTool.runProcessArguments())
