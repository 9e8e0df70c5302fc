public import MessageStatusComposer
import MessageStatusKit

extension DraftValidation {
  /// `valid`, `empty`, `tooLong` or `invalidEncoding`: the name renderers print.
  var name: String {
    switch self {
    case .valid: "valid"
    case .empty: "empty"
    case .tooLong: "tooLong"
    case .invalidEncoding: "invalidEncoding"
    }
  }

  /// Units over the limit; 0 unless too long.
  var excess: Int {
    if case .tooLong(let excess) = self { return excess }
    return 0
  }
}

extension TextRenderer {
  /// Writes one block per composer state, naming every field, user text made visible
  /// (invisible and bidi characters escaped) as in bubble blocks.
  public func render(composers: [ComposerDescription], into sink: inout some TextOutputStream) {
    var out = UTF8Buffer()
    func quoted(_ text: String?) {
      guard let text else { return out.write("none") }
      out.write("\"")
      out.writeVisible(text, escapingQuotes: true)
      out.write("\"")
    }
    for (index, composer) in composers.enumerated() {
      if index > 0 { out.write("\n") }
      out.write("composer ")
      out.write(index + 1)
      out.write("\n  draft: ")
      quoted(composer.draft)
      out.write("\n  length: ")
      out.write(composer.length)
      out.write(" of ")
      out.write(composer.limit)
      out.write(" ")
      out.write(unescaped: composer.unit.rawValue)
      out.write(", whitespace around the draft trimmed\n  validation: ")
      out.write(unescaped: composer.validation.name)
      if composer.validation.excess > 0 {
        out.write(" by ")
        out.write(composer.validation.excess)
      }
      out.write("\n  interaction: ")
      out.write(unescaped: composer.interaction.rawValue)
      out.write("\n  error: ")
      quoted(composer.errorText)
      out.write(composer.isInvalid ? ", field invalid" : ", field valid")
      out.write("\n  field: label ")
      quoted(composer.fieldLabel)
      out.write(", hint ")
      quoted(composer.fieldHint)
      out.write("\n    spoken: ")
      quoted(composer.spokenDescription)
      let counter = composer.counter
      out.write("\n  counter: ")
      out.write(counter.isVisible ? "shown " : "hidden, ")
      if counter.isVisible { quoted(counter.text) }
      if counter.isVisible { out.write(", ") }
      out.write(counter.remaining)
      out.write(" remaining, in ")
      out.write(unescaped: counter.color.rawValue)
      out.write("\n    label: ")
      quoted(counter.accessibilityLabel)
      out.write(", value: ")
      quoted(counter.accessibilityValue)
      out.write("\n  send button: ")
      out.write(composer.sendButton.isEnabled ? "enabled" : "disabled")
      out.write(", label ")
      quoted(composer.sendButton.accessibilityLabel)
      out.write(", disabled because ")
      quoted(composer.sendButton.disabledReason)
      out.write("\n  on send: ")
      out.write(composer.onSend.accepted ? "accepted" : "refused")
      out.write(", haptic ")
      out.write(unescaped: composer.onSend.haptic.rawValue)
      out.write(composer.onSend.clearsDraft ? ", clears the draft" : ", keeps the draft")
      out.write("\n  announcement: ")
      quoted(composer.announcement)
      out.write("\n  language: ")
      quoted(composer.language)
      out.write(", ")
      out.write(unescaped: composer.layoutDirection.rawValue)
      out.write("\n")
      out.flush(ifFullInto: &sink)
    }
    out.flush(into: &sink)
  }
}

extension JSONRenderer {
  /// The version of the composer document's shape (`Schemas/composer.schema.json`): 3 since
  /// a draft carries its `interaction`, `invalid` and `spokenDescription`, and states each
  /// problem once.
  public static let composerSchemaVersion = 3

  /// Writes `{"schemaVersion": 3, "composers": […]}`, keys in a fixed order.
  public func render(composers: [ComposerDescription], into sink: inout some TextOutputStream) {
    var writer = JSONWriter()
    writer.beginObject()
    writer.integer("schemaVersion", Self.composerSchemaVersion)
    writer.beginArray(key: "composers")
    for composer in composers {
      writer.beginObject()
      writer.string("draft", composer.draft)
      writer.integer("length", composer.length)
      writer.integer("limit", composer.limit)
      writer.identifier("unit", composer.unit.rawValue)
      writer.identifier("validation", composer.validation.name)
      writer.integer("excess", composer.validation.excess)
      writer.identifier("interaction", composer.interaction.rawValue)
      writer.string("error", composer.errorText)
      writer.beginObject(key: "field")
      writer.string("label", composer.fieldLabel)
      writer.string("hint", composer.fieldHint)
      writer.bool("invalid", composer.isInvalid)
      writer.string("spokenDescription", composer.spokenDescription)
      writer.endObject()
      let counter = composer.counter
      writer.beginObject(key: "counter")
      writer.bool("visible", counter.isVisible)
      writer.integer("remaining", counter.remaining)
      writer.string("text", counter.text)
      writer.identifier("color", counter.color.rawValue)
      writer.string("accessibilityLabel", counter.accessibilityLabel)
      writer.string("accessibilityValue", counter.accessibilityValue)
      writer.endObject()
      writer.beginObject(key: "sendButton")
      writer.bool("enabled", composer.sendButton.isEnabled)
      writer.string("accessibilityLabel", composer.sendButton.accessibilityLabel)
      writer.string("disabledReason", composer.sendButton.disabledReason)
      writer.endObject()
      writer.beginObject(key: "onSend")
      writer.bool("accepted", composer.onSend.accepted)
      writer.identifier("haptic", composer.onSend.haptic.rawValue)
      writer.bool("clearsDraft", composer.onSend.clearsDraft)
      writer.endObject()
      writer.string("announcement", composer.announcement)
      writer.string("language", composer.language)
      writer.identifier("layoutDirection", composer.layoutDirection.rawValue)
      writer.endObject()
      writer.buffer.flush(ifFullInto: &sink)
    }
    writer.endArray()
    writer.endObject()
    writer.buffer.write(ascii: UInt8(ascii: "\n"))
    writer.buffer.flush(into: &sink)
  }
}

extension HTMLRenderer {
  /// Writes a page (or fragment, as ``Options/document`` says) with one composer per state: a labelled text field holding the draft,
  /// the counter, the error, and the send button, each wired to assistive technology
  /// (`aria-describedby`), colours from the palette, light and dark by media query.
  public func render(composers: [ComposerDescription], into sink: inout some TextOutputStream) {
    var out = UTF8Buffer()
    writeStart(
      language: composers.first?.language, words: composers.first?.pageWords.words,
      direction: composers.first?.layoutDirection,
      pinned: nil, extraCSS: Self.composerLayout, composer: true, to: &out)
    out.write("<ol class=\"composers\">\n")
    for (offset, composer) in composers.enumerated() {
      let n = offset + 1
      func id(_ prefix: StaticString) {
        out.write(prefix)
        out.write(n)
      }
      out.write("<li class=\"composer\">\n<textarea id=\"draft-")
      out.write(n)
      out.write("\" rows=\"2\" dir=\"auto\" readonly aria-label=\"")
      out.writeHTMLAttribute(composer.fieldLabel)
      out.write("\" placeholder=\"")
      out.writeHTMLAttribute(composer.fieldLabel)
      out.write("\" aria-describedby=\"")
      id("spoken-")
      if composer.isInvalid { out.write("\" aria-invalid=\"true") }
      // A newline right after <textarea> is dropped by parsers; this one keeps the draft's own.
      out.write("\">\n")
      out.writeHTMLText(composer.draft)
      // The field's description, punctuated: the hint, then the counter or error showing.
      out.write("</textarea>\n<div class=\"composer-meta\">\n<span class=\"visually-hidden\" id=\"")
      id("spoken-")
      out.write("\">")
      out.writeHTMLText(composer.spokenDescription)
      out.write("</span>\n")
      if composer.counter.isVisible, let text = composer.counter.text {
        out.write("<span class=\"counter\" id=\"")
        id("counter-")
        out.write("\" style=\"color:")
        out.write(composer.counter.color.cssVariable)
        out.write("\">")
        out.writeHTMLText(text)
        out.write("</span>\n")
      }
      if let error = composer.errorText {
        out.write("<span class=\"error\" id=\"")
        id("error-")
        out.write("\" style=\"color:var(--msk-destructive)\">")
        out.writeHTMLText(error)
        out.write("</span>\n")
      }
      out.write("<button type=\"button\"")
      if !composer.sendButton.isEnabled, composer.sendButton.disabledReason == nil {
        out.write(" disabled>")  // The counter or the error says why.
        out.writeHTMLText(composer.sendButton.accessibilityLabel)
        out.write("</button>\n")
      } else if let reason = composer.sendButton.disabledReason {
        out.write(" disabled aria-describedby=\"")
        id("reason-")
        out.write("\">")
        out.writeHTMLText(composer.sendButton.accessibilityLabel)
        out.write("</button>\n<span class=\"reason\" id=\"")
        id("reason-")
        out.write("\">")
        out.writeHTMLText(reason)
        out.write("</span>\n")
      } else {
        out.write(">")
        out.writeHTMLText(composer.sendButton.accessibilityLabel)
        out.write("</button>\n")
      }
      out.write("</div>\n")
      if let announcement = composer.announcement {
        let words = (composer.pageWords.words ?? .library(for: composer.language)).phrases
        out.write("<p class=\"transition\">")
        out.writeHTMLText(words.announces)
        out.writeHTMLText(words.colon)
        out.writeHTMLText(words.openQuote)
        out.write("<bdi>")
        out.writeHTMLText(announcement)
        out.write("</bdi>")
        out.writeHTMLText(words.closeQuote)
        out.write("</p>\n")
      }
      out.write("</li>\n")
      out.flush(ifFullInto: &sink)
    }
    out.write("</ol>\n")
    writeEnd(to: &out)
    out.flush(into: &sink)
  }

  private static let composerLayout: StaticString = """
    .composers{list-style:none;margin:0 auto;padding:0;max-width:40rem;display:flex;\
    flex-direction:column;gap:20px}
    .composer textarea{display:block;width:100%;font:inherit;padding:8px 12px;\
    border-radius:18px;border:1.5px solid var(--msk-secondary);resize:none;\
    background:var(--msk-pageBackground);color:var(--msk-primaryText)}
    .composer textarea[aria-invalid]{border-color:var(--msk-destructive)}
    .composer-meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;margin-top:6px;\
    font-size:14px}
    .composer-meta button{margin-inline-start:auto;font:inherit;padding:6px 16px;\
    min-height:32px;border-radius:16px;border:0;background:var(--msk-outgoingBubble);\
    color:var(--msk-outgoingText)}
    .composer-meta button:disabled{background:var(--msk-incomingBubble);\
    color:var(--msk-secondary)}
    .reason{flex-basis:100%;text-align:end;color:var(--msk-secondary)}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;\
    clip-path:inset(50%);white-space:nowrap}

    """
}
