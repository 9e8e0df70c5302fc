import BubblePreviewCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// All logic lives in PreviewCommand, which the tests drive directly. Signals first: an
// interrupted --output removes its temporary file, and a closed pipe is a write error.
SignalCleanup.install()
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
