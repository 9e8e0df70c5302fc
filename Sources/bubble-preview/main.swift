import BubblePreviewCore
import Foundation

// All logic lives in PreviewCommand, which the tests drive directly. Signals first: an
// interrupted --output removes its temporary file, and a closed pipe is a write error.
SignalCleanup.install()
let status = PreviewCommand.run(
  Array(CommandLine.arguments.dropFirst()), standardInput: InputReader.standardInput(limit:),
  output: FileHandleTarget(.standardOutput), errors: FileHandleTarget(.standardError))
exit(status)
