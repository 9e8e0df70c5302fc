import XCTest

/// The test tokenizer itself: the hostile-corpus tests are only as good as what it sees.
final class HTMLTokenizerTests: XCTestCase {
  func testMarkupTextAndReferences() {
    let tokens = HTMLTokenizer.tokens(
      "<!DOCTYPE html><p class=\"a b\" data-x='1' hidden>caf\u{E9} &lt;b&gt; &amp;&#8238;&#x202E;"
        + " 1 < 2 &bogus; &</p><!-- note --><STYLE>p < b { }</style>ok")
    XCTAssertEqual(
      tokens,
      [
        .doctype,
        .tag(
          .init(
            name: "p", isEnd: false,
            attributes: [("class", "a b"), ("data-x", "1"), ("hidden", "")])),
        .text("caf\u{E9} <b> &\u{202E}\u{202E} 1 < 2 &bogus; &"),
        .tag(.init(name: "p", isEnd: true, attributes: [])),
        .comment(" note "),
        .tag(.init(name: "style", isEnd: false, attributes: [])),
        .text("p < b { }"),
        .tag(.init(name: "style", isEnd: true, attributes: [])),
        .text("ok"),
      ])
  }

  func testAttributeValuesAreDecodedAndATagNeedsALetter() {
    XCTAssertEqual(
      HTMLTokenizer.tokens("<a title=\"&quot;x&quot;\">< b><1>"),
      [
        .tag(.init(name: "a", isEnd: false, attributes: [("title", "\"x\"")])),
        .text("< b><1>"),
      ])
  }
}
