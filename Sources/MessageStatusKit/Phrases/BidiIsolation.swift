/// Keeps user text from reordering the words around it in a composed label.
///
/// A sender name that ends in Hebrew, or a message holding a right-to-left override
/// (U+202E), would otherwise flip the status phrase that follows it: VoiceOver and every
/// text view lay out the whole label as one paragraph. Wrapping the user's part in
/// FIRST STRONG ISOLATE (U+2068) … POP DIRECTIONAL ISOLATE (U+2069) contains it: the
/// isolate takes its direction from its own first strong character, and the PDI closes
/// any embedding or override left open inside it (Unicode Bidirectional Algorithm, UAX #9).
///
/// The wrapper only holds if the user's text is balanced inside it, so it is made so:
/// a POP DIRECTIONAL ISOLATE with no isolate of the user's own open would close the
/// library's FSI and is dropped; an isolate the user leaves open is closed before the
/// wrapper's PDI (else that PDI would match it); and each paragraph of the text (a line feed,
/// carriage return or U+2029 starts a new one, where nothing stays open) is wrapped on its
/// own, so the library's words never follow an unwrapped override in their paragraph.
///
/// Text that cannot affect its surroundings (no right-to-left letters, no bidi controls)
/// is left as it is, so plain English labels read exactly as written.
enum BidiIsolation {
  /// `text` with no bidi control that could make a page show it in another order than a
  /// screen reader speaks it.
  ///
  /// - Overrides (U+202D, U+202E) reverse the letters they cover on screen but not in
  ///   speech: "Invoice \u{202E}fdp.exe" shows "Invoice exe.pdf" and is heard as "fdp.exe"
  ///   (the file-name spoofing of Trojan Source). They are removed.
  /// - Embeddings (U+202A, U+202B, closed by U+202C) become the isolates that do their
  ///   legitimate work without touching the text around them: "C++" inside Hebrew stays
  ///   "C++".
  /// - Text without right-to-left letters lays itself out left to right: there, a control
  ///   (an isolate, an embedding, a mark) can only reorder runs ("pdf", ".", "exe" shown as
  ///   "exe.pdf"), so every one is removed.
  ///
  /// ```swift
  /// BidiIsolation.neutralised("Invoice \u{202E}fdp.exe")            // "Invoice fdp.exe"
  /// BidiIsolation.neutralised("\u{200F}pdf\u{200F}.\u{200F}exe")    // "pdf.exe"
  /// ```
  static func neutralised(_ text: String) -> String {
    guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl)
    else { return text }
    let rightToLeft = text.unicodeScalars.contains { affectsDirection($0) && !isControl($0) }
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x202D, 0x202E: continue
      case _ where !rightToLeft && isControl(scalar): continue
      case 0x202A: kept.append("\u{2066}")
      case 0x202B: kept.append("\u{2067}")
      case 0x202C: kept.append("\u{2069}")
      default: kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// Whether `text` may hold a bidi control.
  ///
  /// Every one is E2 80 8E/8F, E2 80 AA…AE, E2 81 A6…A9 or D8 9C in UTF-8. A byte scan,
  /// since most text holds none (a dash, E2 80 94, is no reason to decode every scalar).
  static func mayHoldControl(_ text: String) -> Bool {
    // Over the bytes in place, as `isolatedIfNeeded` reads them: iterating `utf8` took
    // three times the instructions. Text without contiguous bytes is decoded instead.
    text.utf8.withContiguousStorageIfAvailable(mayHoldControl) ?? true
  }

  /// Whether UTF-8 `bytes` may hold a bidi control (see the `String` form).
  private static func mayHoldControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var first: UInt8 = 0
    var second: UInt8 = 0
    for byte in bytes {
      // Every control ends in a continuation byte of 0x8E or more: one comparison for the
      // rest, ASCII above all.
      if byte >= 0x8E {
        switch (first, second, byte) {
        case (0xE2, 0x80, 0x8E...0x8F), (0xE2, 0x80, 0xAA...0xAE), (0xE2, 0x81, 0xA6...0xA9),
          (_, 0xD8, 0x9C):
          return true
        default: break
        }
      }
      first = second
      second = byte
    }
    return false
  }

  /// A mark (LRM, RLM, ALM), an embedding, an override or an isolate.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` wrapped in FSI … PDI if it contains right-to-left letters or bidi controls.
  ///
  /// ```swift
  /// BidiIsolation.isolatedIfNeeded("Hello")        // "Hello"
  /// BidiIsolation.isolatedIfNeeded("שלום")         // "\u{2068}שלום\u{2069}"
  /// ```
  static func isolatedIfNeeded(_ text: String) -> String {
    // Fast path: a byte scan rules out most text (ASCII, Latin, CJK, emoji, dashes)
    // before the exact scalar check.
    let mayAffect =
      text.utf8.withContiguousStorageIfAvailable(Self.mayAffectDirection) ?? true
    guard mayAffect, text.unicodeScalars.contains(where: affectsDirection) else { return text }
    return isolated(text)
  }

  /// `text` wrapped in FSI … PDI, always (each paragraph on its own, balanced inside).
  static func isolated(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsBalancing) else {
      return "\u{2068}" + text + "\u{2069}"
    }
    var result = String.UnicodeScalarView()
    var openIsolates = 0
    var wrapperOpen = false
    for scalar in text.unicodeScalars {
      if isParagraphSeparator(scalar) {
        if wrapperOpen {
          result.append(contentsOf: repeatElement("\u{2069}", count: openIsolates + 1))
          (openIsolates, wrapperOpen) = (0, false)
        }
        result.append(scalar)
        continue
      }
      if !wrapperOpen {
        result.append("\u{2068}")
        wrapperOpen = true
      }
      switch scalar.value {
      case 0x2066...0x2068:
        openIsolates += 1
      case 0x2069:
        guard openIsolates > 0 else { continue }  // it would close the wrapper
        openIsolates -= 1
      default:
        break
      }
      result.append(scalar)
    }
    if wrapperOpen {
      result.append(contentsOf: repeatElement("\u{2069}", count: openIsolates + 1))
    }
    return String(result)
  }

  /// Whether `scalar` opens or closes an isolate or ends a paragraph: the scalars that
  /// ``isolated(_:)`` must balance or split at.
  static func needsBalancing(_ scalar: Unicode.Scalar) -> Bool {
    (0x2066...0x2069).contains(scalar.value) || isParagraphSeparator(scalar)
  }

  /// The paragraph separators of UAX #9 (bidi class B).
  static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x1C...0x1E, 0x85, 0x2029: true
    default: false
    }
  }

  /// Whether UTF-8 `bytes` might hold a scalar that ``affectsDirection(_:)``: `false` only
  /// when none of the lead-byte patterns of those ranges occurs (conservative: `true` may
  /// still be wrong, never `false`).
  static func mayAffectDirection(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      // Eight bytes at a time while none of them is 0xC0 or more (only those lead bytes
      // matter below): a lane's top two bits, tested together by shifting one onto the
      // other within the lane.
      if let base = bytes.baseAddress {
        while index + 8 <= bytes.count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          if word & (word << 1) & 0x8080_8080_8080_8080 != 0 { break }
          index += 8
        }
        guard index < bytes.count else { return false }
      }
      let byte = bytes[index]
      if byte < 0xC0 {
        index += 1
        continue
      }
      let second = index + 1 < bytes.count ? bytes[index + 1] : 0
      let third = index + 2 < bytes.count ? bytes[index + 2] : 0
      switch byte {
      case 0xD6...0xDF: return true  // U+0580…U+07FF: Hebrew, Arabic, Syriac, Thaana, NKo
      case 0xE0 where (0xA0...0xA3).contains(second): return true  // U+0800…U+08FF
      case 0xE2:
        if second == 0x80 && (third == 0x8F || (0xAA...0xAE).contains(third)) { return true }
        if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
      case 0xEF where (0xAC...0xBB).contains(second): return true  // U+FB00…U+FEFF
      case 0xF0 where second == 0x90 || second == 0x9E: return true  // U+10000…, U+1E000…
      default: break
      }
      index += 1
    }
    return false
  }

  /// Whether `scalar` is a right-to-left letter or an explicit bidi formatting character.
  ///
  /// Swift exposes no bidi class, so right-to-left letters are recognised by block:
  /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation
  /// forms, and the right-to-left ranges of the supplementary planes.
  static func affectsDirection(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF,  // Hebrew … Arabic Extended-A
      0xFB1D...0xFDFF,  // Hebrew and Arabic presentation forms A
      0xFE70...0xFEFF,  // Arabic presentation forms B
      0x1_0800...0x1_0FFF,  // Cypriot … Old Uyghur and other right-to-left scripts
      0x1_E800...0x1_EFFF,  // Mende Kikakui, Adlam, Arabic mathematical symbols
      0x200F, 0x061C,  // RIGHT-TO-LEFT MARK, ARABIC LETTER MARK
      0x202A...0x202E,  // embeddings and overrides
      0x2066...0x2069:  // isolates
      return true
    default:
      return false
    }
  }
}
