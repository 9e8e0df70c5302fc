extension String {
  /// This string with each scalar for which `replacement` returns a string replaced by it.
  ///
  /// Unchanged runs are copied in bulk; `replacement` sees every scalar once, in order (so a
  /// caller may keep state between calls, as HTML does for CRLF). The one scanning loop
  /// behind all three escapers.
  func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    let scalars = unicodeScalars
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    var runStart = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      if let replaced = replacement(scalars[index]) {
        result += Substring(scalars[runStart..<index])
        result += replaced
        runStart = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    result += Substring(scalars[runStart..<scalars.endIndex])
    return result
  }
}
