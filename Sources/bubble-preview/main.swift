import BubblePreviewCore
import Foundation

// All logic lives in PreviewCommand, which the tests drive directly.
let status = PreviewCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  standardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
  output: FileHandleTarget(.standardOutput), errors: FileHandleTarget(.standardError))
exit(status)
