import Foundation
import MessageStatusKit

/// The file `--phrases` names: an app's String Catalog (`.xcstrings`, read as
/// ``Phrasebook/overriding(stringCatalog:)`` reads it), or an object of phrase keys and
/// words (`{"retryAction": "Try again"}`), so a preview shows the app's own words.
enum PhrasesInput {
  /// A String Catalog, read for the document's locale once it is known.
  case catalog(Data)
  /// Words by key, for every locale.
  case words([String: String])

  /// The words in `bytes`: UTF-8 and JSON as the input document is (a located error
  /// otherwise); an object with `strings` is a catalog, any other object words by key,
  /// each a key the library has (the nearest one suggested otherwise).
  init(bytes: [UInt8]) throws(PreviewError) {
    try bytes.withUnsafeBufferPointer { (document) throws(PreviewError) in
      _ = try JSONParser.wholeValue(of: document)
    }
    let data = Data(bytes)
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    guard let object else {
      throw .invalidPhrases(
        reason: "expected a String Catalog or an object of phrase keys and their words")
    }
    if object["strings"] != nil {
      self = .catalog(data)
      return
    }
    var words: [String: String] = [:]
    let keys = Set(Phrasebook.keys)
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      guard keys.contains(key) else {
        let suggestion = nearest(key, among: Phrasebook.keys).map { "; did you mean \"\($0)\"?" }
        throw .invalidPhrases(
          reason: "unknown phrase key \(ErrorText.quote(key))\(suggestion ?? "") (see "
            + "'bubble-preview phrases' for the keys)")
      }
      guard let text = value as? String else {
        throw .invalidPhrases(
          reason: "\(ErrorText.quote(key)): expected the phrase's words as a string")
      }
      words[key] = text
    }
    // Words the library would not use (a slot the phrase lacks, an unpaired brace).
    if let problem = Phrasebook.problems(in: words).first {
      throw .invalidPhrases(reason: problem.reason)
    }
    self = .words(words)
  }

  /// `book` with these words: a catalog's for the book's locale, a slot a phrase does not
  /// have named by its catalog path.
  func applied(to book: Phrasebook) throws(PreviewError) -> Phrasebook {
    switch self {
    case .words(let words):
      return book.overriding { key, _ in words[key] }
    case .catalog(let data):
      do {
        return try book.overriding(stringCatalog: data)
      } catch let error as DecodingError {
        throw .invalidPhrases(reason: Self.reason(error))
      } catch {
        throw .invalidPhrases(reason: "\(error)")
      }
    }
  }

  /// A catalog's decoding error as the command says it: its path, then what is wrong.
  private static func reason(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    var what: String?
    switch error {
    case .keyNotFound(let key, let c):
      context = c
      what = "missing required field \(ErrorText.quote(key.stringValue))"
    case .typeMismatch(_, let c), .valueNotFound(_, let c):
      context = c
      what = "not the kind of value a String Catalog has here"
    case .dataCorrupted(let c):
      context = c
    @unknown default:
      return "\(error)"
    }
    let path = context.codingPath.map(\.stringValue).reduce("") { JSONPath.member($0, $1) }
    return (path.isEmpty ? "" : path + ": ") + (what ?? context.debugDescription)
  }
}
