import Foundation

/// Where a frame of an HTML golden opens: at its first change, not at the top of the page.
///
/// A frame can only be scrolled by a fragment (`page.html#id`), and a page has ids only
/// where its author put them, so the review writes a copy of the page in which the element
/// that starts the changed line, or the nearest one above it, carries an id. The element is
/// one whose start tag begins a line in the page's body, outside `<style>`, `<script>`,
/// `<template>`, `<textarea>` and `<title>`, and that cannot take focus (a fragment focuses
/// its target): giving it an attribute changes nothing else.
enum ReviewFrameAnchor {
  /// The id written into a copy.
  static let id = "golden-review-change"
  /// A change this close to the top is in view without scrolling.
  static let linesInView = 20

  /// `html` with an id at line `line` (1-based), and that id.
  ///
  /// The id goes on the element that starts the line or the nearest such element above it;
  /// an element that has an id keeps it (the text is then unchanged). `nil` when the change
  /// is in view at the top or no element qualifies.
  static func anchored(_ html: String, atLine line: Int) -> (html: String, id: String)? {
    guard line > linesInView else { return nil }
    let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
    var inBody = false
    var rawText: String?
    var candidate: Int?
    for index in 0..<min(line, lines.count) {
      let text = lines[index].drop { $0 == " " || $0 == "\t" }
      let lower = text.lowercased()
      if rawText == nil, inBody, let name = startTagName(text), !rawTextElements.contains(name),
        !focusable.contains(name), !text.contains("tabindex=")
      {
        candidate = index
      }
      if lower.contains("<body") { inBody = true }
      if let open = rawText {
        if lower.contains("</\(open)") { rawText = nil }
      } else {
        for name in rawTextElements where lower.contains("<\(name)") {
          if !lower.contains("</\(name)") { rawText = name }
        }
      }
    }
    guard let candidate else { return nil }
    let target = lines[candidate]
    guard let open = target.firstIndex(of: "<") else { return nil }
    let nameEnd =
      target[target.index(after: open)...].firstIndex {
        !($0.isLetter || $0.isNumber || $0 == "-")
      } ?? target.endIndex
    let tagEnd = target[nameEnd...].firstIndex(of: ">") ?? target.endIndex
    if let existing = idAttribute(in: target[nameEnd..<tagEnd]) {
      return (html, existing)
    }
    var copy = lines
    copy[candidate] = target[..<nameEnd] + " id=\"\(id)\"" + target[nameEnd...]
    return (copy.joined(separator: "\n"), id)
  }

  private static let rawTextElements = ["style", "script", "template", "textarea", "title"]

  /// Elements a fragment would focus, scrolling the review page itself to the frame and
  /// drawing a focus ring the golden does not have: the anchor goes on the element above.
  private static let focusable = [
    "a", "button", "input", "select", "details", "summary", "iframe", "audio", "video",
  ]

  /// The lower-cased name of the start tag that begins `text`, if it does.
  private static func startTagName(_ text: Substring) -> String? {
    guard text.first == "<", let first = text.dropFirst().first, first.isLetter else {
      return nil
    }
    return String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "-" })
      .lowercased()
  }

  /// The value of a double-quoted `id` attribute among `attributes`, if there is one.
  private static func idAttribute(in attributes: Substring) -> String? {
    guard let range = attributes.range(of: " id=\"") else { return nil }
    let value = attributes[range.upperBound...].prefix { $0 != "\"" }
    return value.isEmpty ? nil : String(value)
  }
}

extension ReviewFrameAnchor {
  /// The first changed line of each text (1-based): the first removed line of the old
  /// text and the first added line of the new one, or the line where the other text's
  /// lines were removed or added.
  static func firstChange(_ diff: LineDiff) -> (old: Int, new: Int) {
    guard let first = diff.lines.firstIndex(where: { $0.oldNumber == nil || $0.newNumber == nil })
    else { return (0, 0) }
    let after = diff.lines[first...]
    let old = after.lazy.compactMap(\.oldNumber).first ?? max(1, diff.lines.count)
    let new = after.lazy.compactMap(\.newNumber).first ?? max(1, diff.lines.count)
    return (old, new)
  }
}
