import BubblePreviewCore
import Foundation
import OutOfMemory

#if canImport(Glibc)
  import Glibc
#endif

// All logic lives in PreviewCommand, which the tests drive directly. Signals first: an
// interrupted --output removes its temporary file, and a closed pipe is a write error.
SignalCleanup.install()
// An allocation that fails is one error line and exit 71 (EX_OSERR), with the temporary file
// removed, not the runtime's fatal error (see Sources/OutOfMemory; Linux with glibc).
bp_on_out_of_memory(SignalCleanup.removeTemporaryFile)
#if canImport(Glibc)
  // One malloc arena. glibc reserves 64 MB of address space for each new thread's arena,
  // which a memory limit (`ulimit -v`) counts, and the describing thread then fails to
  // allocate. `mallopt(M_ARENA_MAX, 1)`: Swift does not import <malloc.h>, so by name.
  if let mallopt = dlsym(nil, "mallopt") {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    _ = unsafeBitCast(mallopt, to: Mallopt.self)(-8, 1)  // M_ARENA_MAX is -8
  }
#endif
// The arguments' own bytes too: a path that is not UTF-8 is refused, never decoded with
// U+FFFD into another name.
let argumentBytes = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
let status = PreviewCommand.run(
  Array(CommandLine.arguments.dropFirst()), standardInput: InputReader.standardInput(limit:),
  output: FileHandleTarget(.standardOutput), errors: FileHandleTarget(.standardError),
  argumentBytes: argumentBytes)
exit(status)
