import Foundation
import MessageStatusComposer
import MessageStatusKit

/// The document `bubble-preview compose` reads (`Schemas/compose-input.schema.json`):
/// composer options and the drafts to describe.
struct ComposeInput {
  /// One draft and what the field held before it.
  struct Draft: Equatable {
    var text: String
    var previous: String?
    /// What the user has done; `nil` follows `previous` (untouched without one).
    var interaction: DraftInteraction?
  }

  var composer: Composer
  /// The locale the options name (`en` when they name none).
  var locale: String
  var drafts: [Draft]

  /// The members of the document.
  enum Field: Int, ObjectField {
    case options, drafts

    /// An option written beside the drafts goes under `options`.
    static func elsewhere(_ name: String) -> String? {
      OptionField(stringValue: name).map { "options." + $0.name }
    }
  }
  /// The members of `options`.
  enum OptionField: Int, ObjectField { case limit, unit, counterThreshold, locale }
  /// The members of a draft.
  enum DraftField: Int, ObjectField { case text, previous, interaction }

  /// Validates `bytes` as UTF-8 JSON in the compose document's shape.
  ///
  /// A draft without `previous` follows the draft before it in the list (the first
  /// follows nothing), so a list reads as someone typing.
  init(bytes: [UInt8]) throws(PreviewError) {
    self = try bytes.withUnsafeBufferPointer { (document) throws(PreviewError) in
      try ComposeInput(document: document)
    }
  }

  /// ``init(bytes:)``, with the document's bytes held still.
  private init(document bytes: UnsafeBufferPointer<UInt8>) throws(PreviewError) {
    let document = try ObjectReader<Field>.document(bytes)
    var limit = 10_000
    var unit = LengthUnit.graphemes
    var threshold = 0.9
    var locale = "en"
    if let options = try document.object(.options, OptionField.self) {
      if let given = try options.integer(.limit) {
        guard given >= 1, given <= Int64(Int32.max) else {
          throw .invalidNumber(
            path: "options.limit", value: String(given),
            expected: "a whole number from 1 to 2147483647")
        }
        limit = Int(given)
      }
      if let given = try options.choice(.unit, of: LengthUnit.self) {
        unit = given
      }
      if let given = try options.number(.counterThreshold) {
        guard (0...1).contains(given) else {
          throw .invalidNumber(
            path: "options.counterThreshold", value: String(given), expected: "a number from 0 to 1"
          )
        }
        threshold = given
      }
      if let given = try options.string(.locale) {
        guard !given.isEmpty else { throw .emptyValue(path: "options.locale") }
        locale = given
      }
    }
    composer = Composer(limit: limit, unit: unit, counterThreshold: threshold, locale: locale)
    self.locale = locale

    guard let value = document.value(.drafts) else {
      throw .missingField(path: "input", field: "drafts")
    }
    guard case .array(let start, _) = value else {
      throw .wrongType(path: "drafts", expected: "an array", found: value.kindDescription)
    }
    let elements = try ObjectReader<DraftField>.again(in: bytes, at: start) {
      (parser) throws(JSONSyntaxError) in try parser.readElements()
    }
    var drafts: [Draft] = []
    for (index, element) in elements.enumerated() {
      let reader = try ObjectReader<DraftField>(element, in: bytes, path: "drafts[\(index)]")
      let text = try reader.requiredString(.text)
      let previous = reader.has(.previous) ? try reader.string(.previous) : drafts.last?.text
      let interaction = try reader.choice(.interaction, of: DraftInteraction.self)
      drafts.append(Draft(text: text, previous: previous, interaction: interaction))
    }
    self.drafts = drafts
  }

  /// The descriptions, in input order.
  var descriptions: [ComposerDescription] {
    drafts.map {
      composer.describe($0.text, previous: $0.previous, interaction: $0.interaction)
    }
  }
}
