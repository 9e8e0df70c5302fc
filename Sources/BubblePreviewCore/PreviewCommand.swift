import Foundation
import MessageStatusKit
import MessageStatusRendering

/// The whole command: parse, validate, render, write.
///
/// `main.swift` only wires it to the process; tests call
/// ``run(_:standardInput:output:errors:)`` directly.
public enum PreviewCommand {
  /// Runs the command and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - standardInput: Reads standard input, up to the given number of bytes, when the
  ///     input is absent or `-`.
  ///   - output: Standard output, used when there is no `--output`.
  ///   - errors: Standard error: one line per error, `bubble-preview: error: …`.
  ///   - argumentBytes: The arguments as the process received them, when known: one that is
  ///     not UTF-8 is refused (64) rather than read with U+FFFD in place of its bytes,
  ///     which would name another file.
  public static func run(
    _ arguments: [String], standardInput: (_ limit: Int) throws -> [UInt8],
    output: any OutputTarget, errors: any OutputTarget, argumentBytes: [[UInt8]]? = nil
  ) -> Int32 {
    do throws(PreviewError) {
      if let argumentBytes,
        let bad = argumentBytes.firstIndex(where: { !isUTF8($0[...]) })
      {
        throw .argumentNotUTF8(position: bad + 1, bytes: argumentBytes[bad])
      }
      switch try PreviewAction.parse(arguments) {
      case .help(let command):
        output.write(PreviewHelp.text(for: command))
        if let failure = output.writeFailure { throw PreviewError.writeFailed(failure) }
      case .version:
        output.write(PreviewHelp.version + "\n")
        if let failure = output.writeFailure { throw PreviewError.writeFailed(failure) }
      case .gallery(let gallery):
        let palette = try readPalette(gallery.palette, standardInput: standardInput, errors: errors)
        LocaleNotice.line(for: gallery.locale).map(errors.write)
        try write(to: gallery.output, standardOutput: output) { sink in
          renderGallery(gallery, palette: palette, into: &sink)
        }
      case .render(let render):
        if render.palette == "-" && render.input == nil { throw .standardInputTwice }
        let palette = try readPalette(render.palette, standardInput: standardInput, errors: errors)
        if render.phrases == "-" && (render.input == nil || render.palette == "-") {
          throw .standardInputTwice
        }
        let phrases = try readPhrases(render.phrases, standardInput: standardInput)
        // The output is opened first (a file's temporary copy exists while the input is
        // read), so an interrupted run always has its temporary file to remove.
        try write(to: render.output, standardOutput: output) { sink throws(PreviewError) in
          let input = try readInput(render, standardInput: standardInput)
          LocaleNotice.line(for: input.options.locale).map(errors.write)
          for warning in input.warnings { errors.write(warning) }
          let phrasebook = try phrases.map { (words) throws(PreviewError) in
            do throws(PreviewError) {
              return try words.applied(
                to: Phrasebook.resolve(
                  locale: input.options.locale, hourCycle: input.options.hourCycle))
            } catch {
              throw .inFile(role: "phrases file", path: render.phrases ?? "-", error)
            }
          }
          renderInput(
            input, format: render.format, thread: render.thread, still: render.still,
            palette: palette, phrasebook: phrasebook, into: &sink)
        }
      case .conversations(let arguments):
        if arguments.palette == "-" && arguments.input == nil { throw .standardInputTwice }
        let palette = try readPalette(
          arguments.palette, standardInput: standardInput, errors: errors)
        try write(to: arguments.output, standardOutput: output) { sink throws(PreviewError) in
          let input = try ListInput(
            bytes: try read(
              arguments.input, limit: arguments.maxInputBytes, standardInput: standardInput))
          LocaleNotice.line(for: input.options.locale).map(errors.write)
          for warning in input.warnings { errors.write(warning) }
          let title = BubbleDescriber(options: input.options).phrases.page.title
          renderer(
            arguments.format, title: title, pinned: input.appearanceChosen,
            still: arguments.still, palette: palette
          ).render(rows: input.rows, into: &sink)
        }
      case .palette(let arguments):
        let palette = try PaletteInput.palette(
          from: try read(
            arguments.input, limit: InputReader.defaultLimit, standardInput: standardInput))
        let checks = palette.contrastChecks()
        try write(to: arguments.output, standardOutput: output) { sink in
          sink.write(PaletteTable.text(checks))
        }
        let failing = checks.filter { !$0.passes }.count
        guard failing == 0 else {
          errors.write(
            "bubble-preview: \(failing) of \(checks.count) colour pairs are below WCAG 2.2 contrast\n"
          )
          return 65
        }
      case .phrases(let path):
        try write(to: path, standardOutput: output) { sink in
          sink.write(Phrasebook.stringCatalog())
        }
      case .compose(let compose):
        try write(to: compose.output, standardOutput: output) { sink throws(PreviewError) in
          let input = try ComposeInput(
            bytes: try read(
              compose.input, limit: compose.maxInputBytes, standardInput: standardInput))
          LocaleNotice.line(for: input.locale).map(errors.write)
          renderCompose(input, format: compose.format, into: &sink)
        }
      }
      return 0
    } catch {
      // A reader that stopped reading (`… | head`) is no error worth a line.
      if case .writeFailed(let failure, _) = error, failure.readerClosed { return error.exitCode }
      // One line, whatever the input held: values are quoted and cut by PreviewError, and
      // anything that could still break the line is spelled out here.
      errors.write("bubble-preview: error: \(ErrorText.oneLine(error.description))\n")
      return error.exitCode
    }
  }

  /// Whether `bytes` are valid UTF-8 (the reader's own check).
  static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) == nil }
  }

  /// The words `path` names (none when `nil`), checked as far as they can be before the
  /// document's locale is known.
  static func readPhrases(
    _ path: String?, standardInput: (_ limit: Int) throws -> [UInt8]
  ) throws(PreviewError) -> PhrasesInput? {
    guard let path else { return nil }
    do throws(PreviewError) {
      return try PhrasesInput(
        bytes: try read(path, limit: InputReader.defaultLimit, standardInput: standardInput))
    } catch {
      throw .inFile(role: "phrases file", path: path, error)
    }
  }

  /// The palette `path` names (the standard one when `nil`), after writing one warning line
  /// to `errors` for each pair below WCAG 2.2 contrast.
  static func readPalette(
    _ path: String?, standardInput: (_ limit: Int) throws -> [UInt8], errors: any OutputTarget
  ) throws(PreviewError) -> Palette {
    guard let path else { return .standard }
    let palette: Palette
    do {
      palette = try PaletteInput.palette(
        from: try read(path, limit: InputReader.defaultLimit, standardInput: standardInput))
    } catch {
      throw .inFile(role: "palette file", path: path, error)
    }
    for check in palette.contrastChecks() where !check.passes {
      errors.write(
        "bubble-preview: warning: palette file \(ErrorText.quote(path, mark: "'")): \(check)\n")
    }
    return palette
  }

  static func renderGallery(
    _ gallery: GalleryArguments, palette: Palette = .standard,
    into sink: inout some TextOutputStream
  ) {
    let language = Phrasebook.resolve(locale: gallery.locale).language
    let titles = GalleryWords.forLanguage(language)
    let page = Phrasebook.resolve(locale: language).page.title
    if gallery.conversations {
      // The sample list in the first style asked for (every style shows its own status).
      let options = BubbleDescription.Options(
        style: gallery.styles[0], appearance: gallery.appearance ?? .light, locale: gallery.locale)
      return renderer(
        gallery.format, title: page, pinned: gallery.appearance != nil, still: gallery.still,
        palette: palette
      ).render(rows: Gallery.conversationRows(options: options), into: &sink)
    }
    var sections: [BubbleSection] = []
    for style in gallery.styles {
      let options = BubbleDescription.Options(
        style: style, appearance: gallery.appearance ?? .light, locale: gallery.locale)
      for section in Gallery.sections(options: options) {
        let title =
          gallery.styles.count > 1
          ? titles.heading(style: style, section: section.title ?? "") : section.title
        sections.append(BubbleSection(title: title, bubbles: section.bubbles))
      }
    }
    let pageTitle =
      gallery.styles.count == 1
      ? titles.joined(name: page, text: titles.name(of: gallery.styles[0]))
      : page
    renderer(
      gallery.format, title: pageTitle, pinned: gallery.appearance != nil, still: gallery.still,
      palette: palette
    ).render(sections: sections, into: &sink)
  }

  static func renderInput(
    _ input: PreviewInput, format: PreviewFormat, thread: Bool = false, still: Bool = false,
    palette: Palette = .standard, phrasebook: Phrasebook? = nil,
    into sink: inout some TextOutputStream
  ) {
    let describer =
      phrasebook.map { BubbleDescriber(options: input.options, phrasebook: $0) }
      ?? BubbleDescriber(options: input.options)
    let title = describer.phrases.page.title
    let output = renderer(
      format, title: title, pinned: input.appearanceChosen, still: still, palette: palette)
    if thread {
      let arranger = ThreadArranger(describer: describer, thread: input.thread)
      output.render(
        thread: arranger.describe(input.entries.lazy.map(\.message), in: input.conversation),
        into: &sink)
    } else if input.entries.count >= 2 * DescribedAhead.chunkSize {
      // Large documents: describe on a second thread while this one renders.
      output.render(
        DescribedAhead(
          entries: input.entries, describer: describer, conversation: input.conversation),
        into: &sink)
    } else {
      let bubbles = input.entries.lazy.map {
        describer.describe($0.message, in: input.conversation, previous: $0.previous)
      }
      output.render(bubbles, into: &sink)
    }
  }

  static func renderCompose(
    _ input: ComposeInput, format: PreviewFormat, into sink: inout some TextOutputStream
  ) {
    format.render(composers: input.descriptions, into: &sink)
  }

  static func renderer(
    _ format: PreviewFormat, title: String, pinned: Bool, still: Bool = false,
    palette: Palette = .standard
  ) -> any BubbleRenderer {
    format.renderer(
      for: PageOptions(
        title: title, colorScheme: pinned ? .asDescribed : .followSystem,
        motion: still ? .still : .animated, palette: palette))
  }

  /// Reads and checks the input document; its bytes are freed when this returns.
  static func readInput(
    _ render: RenderArguments, standardInput: (_ limit: Int) throws -> [UInt8]
  ) throws(PreviewError) -> PreviewInput {
    let bytes: [UInt8]
    switch try source(render.input, limit: render.maxInputBytes, standardInput: standardInput) {
    case .file(let file):
      return try PreviewInput(window: InputWindow(file: file), allowRepeatedIDs: render.thread)
    case .bytes(let read): bytes = read
    }
    return try PreviewInput(bytes: bytes, allowRepeatedIDs: render.thread)
  }

  /// All of the input at `path`, or of standard input.
  private static func read(
    _ path: String?, limit: Int, standardInput: (_ limit: Int) throws -> [UInt8]
  ) throws(PreviewError) -> [UInt8] {
    switch try source(path, limit: limit, standardInput: standardInput) {
    case .file(let file): try file.readAll()
    case .bytes(let bytes): bytes
    }
  }

  /// The input at `path`, or standard input.
  private static func source(
    _ path: String?, limit: Int, standardInput: (_ limit: Int) throws -> [UInt8]
  ) throws(PreviewError) -> InputSource {
    if let path, path != "-" { return try InputReader.source(path: path, limit: limit) }
    do {
      return .bytes(try standardInput(limit))
    } catch let error as PreviewError {
      throw error
    } catch {
      throw .unreadableInput(path: "-", reason: "\(error)")
    }
  }

  /// Streams the output to standard output or to `path` (see ``OutputDestination``: a
  /// regular file is replaced only once everything is written; a device or FIFO is written
  /// directly), then reports any write failure.
  private static func write(
    to path: String?, standardOutput: any OutputTarget,
    _ body: (inout ChunkedOutput) throws(PreviewError) -> Void
  ) throws(PreviewError) {
    let destination = try path.map { path throws(PreviewError) in
      try OutputDestination(path: path, standardOutput: standardOutput)
    }
    let target = destination?.target ?? standardOutput
    var sink = ChunkedOutput(target: target)
    do {
      try body(&sink)
    } catch {
      destination?.discard()
      throw error
    }
    sink.flush()
    if let destination {
      try destination.commit()
    } else if let failure = standardOutput.writeFailure {
      throw .writeFailed(failure)
    }
  }
}
