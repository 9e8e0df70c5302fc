/// The command's input reader on its own, for the benchmark package.
public enum InputReading {
  /// Reads and validates a `render` input document exactly as the command does (errors
  /// included) and returns how many messages it holds.
  ///
  /// - Throws: The command's error for the document, such as a located syntax error or a
  ///   field of the wrong type.
  public static func messageCount(in document: [UInt8]) throws -> Int {
    try PreviewInput(bytes: document).entries.count
  }
}
