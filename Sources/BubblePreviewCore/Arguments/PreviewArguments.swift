import MessageStatusKit
import MessageStatusRendering

/// What the command line asked for.
enum PreviewAction: Equatable {
  case gallery(GalleryArguments)
  case render(RenderArguments)
  case conversations(RenderArguments)
  case compose(ComposeArguments)
  case palette(PaletteArguments)
  case phrases(output: String?)
  case help(command: PreviewSubcommand?)
  case version
}

/// An output format: the renderers' own list.
typealias PreviewFormat = OutputFormat

/// `bubble-preview gallery …`.
struct GalleryArguments: Equatable {
  var format: PreviewFormat = .html
  /// The styles to show; every style by default.
  var styles: [StatusStyle] = StatusStyle.allCases
  /// A pinned appearance, or `nil` to follow the reader's system (HTML) / light (text, JSON).
  var appearance: Appearance?
  var locale = "en"
  /// A palette file, or `nil` for the standard palette.
  var palette: String?
  var output: String?
  /// Draw every status in its final state, without animation (HTML).
  var still = false
  /// Show the sample conversation list's rows instead of bubbles.
  var conversations = false
}

/// `bubble-preview render …` and `bubble-preview conversations …`.
struct RenderArguments: Equatable {
  /// A file path, or `nil` / `-` for standard input.
  var input: String?
  var format: PreviewFormat = .json
  /// A palette file, or `nil` for the standard palette.
  var palette: String?
  /// A String Catalog or an object of phrase keys and words, or `nil` for the library's.
  var phrases: String?
  var output: String?
  /// Order, de-duplicate and group the messages as a thread before rendering.
  var thread = false
  /// Draw every status in its final state, without animation (HTML).
  var still = false
  /// The largest input accepted, in bytes.
  var maxInputBytes = InputReader.defaultLimit
}

/// `bubble-preview compose …`.
struct ComposeArguments: Equatable {
  /// A file path, or `nil` / `-` for standard input.
  var input: String?
  var format: PreviewFormat = .json
  var output: String?
  /// The largest input accepted, in bytes.
  var maxInputBytes = InputReader.defaultLimit
}

/// `bubble-preview palette …`.
struct PaletteArguments: Equatable {
  /// A file path, or `nil` / `-` for standard input.
  var input: String?
  var output: String?
}

extension PreviewAction {
  /// The value of `--max-input-bytes`: a whole number of bytes, at least 1.
  static func byteCount(_ value: String?) throws(PreviewError) -> Int? {
    guard let value else { return nil }
    guard !value.isEmpty, value.utf8.allSatisfy({ (48...57).contains($0) }), let bytes = Int(value),
      bytes > 0
    else { throw .invalidByteCount(flag: PreviewFlag.maxInputBytes.rawValue, value: value) }
    return bytes
  }

  /// Parses the arguments after the program name, by hand (Foundation only).
  ///
  /// Flags take their value as `--flag value` or `--flag=value`; each may appear once.
  static func parse(_ arguments: [String]) throws(PreviewError) -> PreviewAction {
    guard let first = arguments.first else { throw .missingCommand }
    let rest = Array(arguments.dropFirst())
    for name in ["--help", "--version"] where first.hasPrefix(name + "=") {
      throw .valueForSwitch(name)
    }
    switch first {
    case "--help", "-h":
      return .help(command: nil)
    case "help":
      guard rest.count <= 1 else { throw .unexpectedArgument(rest[1]) }
      guard let topic = rest.first else { return .help(command: nil) }
      guard let subcommand = PreviewSubcommand(rawValue: topic) else {
        let topics = PreviewSubcommand.allCases.map(\.rawValue)
        throw .unknownCommand(topic, suggestion: nearest(topic, among: topics))
      }
      return .help(command: subcommand)
    case "--version":
      guard rest.isEmpty else { throw .unexpectedArgument(rest[0]) }
      return .version
    default:
      guard let subcommand = PreviewSubcommand(rawValue: first) else {
        throw .unknownCommand(
          first, suggestion: nearest(first, among: PreviewSubcommand.firstArguments))
      }
      let flags = try Flags(rest, for: subcommand)
      if flags.help { return .help(command: subcommand) }
      switch subcommand {
      case .gallery: return .gallery(try gallery(flags))
      case .render: return .render(try render(flags))
      case .conversations: return .conversations(try render(flags))
      case .compose: return .compose(try compose(flags))
      case .palette:
        return .palette(
          PaletteArguments(
            input: flags.values[.input].flatMap { $0 == "-" ? nil : $0 },
            output: flags.values[.output]))
      case .phrases:
        if let export = flags.values[.export] {
          _ = try choice(.export, export, ["xcstrings"]) { $0 == "xcstrings" ? () : nil }
        }
        return .phrases(output: flags.values[.output])
      }
    }
  }

  private static func format(_ flags: Flags) throws(PreviewError) -> PreviewFormat? {
    try flags.values[.format].map { value throws(PreviewError) in
      try choice(
        .format, value, PreviewFormat.allCases.map(\.rawValue), PreviewFormat.init(rawValue:))
    }
  }

  private static func gallery(_ flags: Flags) throws(PreviewError) -> GalleryArguments {
    var gallery = GalleryArguments()
    gallery.format = try format(flags) ?? gallery.format
    if let style = flags.values[.style], style != "all" {
      gallery.styles = [
        try choice(
          .style, style, StatusStyle.allCases.map(\.rawValue) + ["all"], StatusStyle.init(rawValue:)
        )
      ]
    }
    if let appearance = flags.values[.appearance] {
      gallery.appearance = try choice(
        .appearance, appearance, Appearance.allCases.map(\.rawValue), Appearance.init(rawValue:))
    }
    if let locale = flags.values[.locale] {
      guard !locale.isEmpty else { throw .missingValue(flag: PreviewFlag.locale.rawValue) }
      gallery.locale = locale
    }
    gallery.palette = flags.values[.palette]
    gallery.output = flags.values[.output]
    gallery.still = flags.switches.contains(.still)
    gallery.conversations = flags.switches.contains(.conversations)
    return gallery
  }

  private static func render(_ flags: Flags) throws(PreviewError) -> RenderArguments {
    var render = RenderArguments()
    render.thread = flags.switches.contains(.thread)
    render.still = flags.switches.contains(.still)
    render.input = flags.values[.input].flatMap { $0 == "-" ? nil : $0 }
    render.format = try format(flags) ?? render.format
    render.palette = flags.values[.palette]
    render.phrases = flags.values[.phrases]
    render.output = flags.values[.output]
    render.maxInputBytes = try byteCount(flags.values[.maxInputBytes]) ?? render.maxInputBytes
    return render
  }

  private static func compose(_ flags: Flags) throws(PreviewError) -> ComposeArguments {
    var compose = ComposeArguments()
    compose.input = flags.values[.input].flatMap { $0 == "-" ? nil : $0 }
    compose.format = try format(flags) ?? compose.format
    compose.output = flags.values[.output]
    compose.maxInputBytes = try byteCount(flags.values[.maxInputBytes]) ?? compose.maxInputBytes
    return compose
  }

  private static func choice<Value>(
    _ flag: PreviewFlag, _ value: String, _ expected: [String], _ parse: (String) -> Value?
  ) throws(PreviewError) -> Value {
    guard let parsed = parse(value) else {
      throw .invalidFlagValue(flag: flag.rawValue, value: value, expected: expected)
    }
    return parsed
  }
}

/// The `--flag value` pairs of one command.
private struct Flags {
  var values: [PreviewFlag: String] = [:]
  var switches: Set<PreviewFlag> = []
  var help = false

  init(_ arguments: [String], for subcommand: PreviewSubcommand) throws(PreviewError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        help = true
        continue
      }
      if argument.hasPrefix("--help=") { throw .valueForSwitch("--help") }
      guard argument.hasPrefix("-"), argument != "-" else { throw .unexpectedArgument(argument) }
      var name = argument
      var value: String?
      // Split at the first "=" scalar: as a Character, "=" followed by a combining mark or
      // a joiner is another character, and the option was taken for an unknown one.
      let scalars = argument.unicodeScalars
      if let equals = scalars.firstIndex(of: "=") {
        name = String(scalars[..<equals])
        value = String(scalars[scalars.index(after: equals)...])
      }
      guard let flag = PreviewFlag(rawValue: name), subcommand.flags.contains(flag) else {
        let known = subcommand.flags.map(\.rawValue) + ["--help"]
        throw .unknownFlag(
          name, command: subcommand.rawValue, suggestion: nearest(name, among: known))
      }
      if flag.isSwitch {
        guard value == nil else { throw .valueForSwitch(name) }
        guard !switches.contains(flag) else { throw .repeatedFlag(name) }
        switches.insert(flag)
        continue
      }
      if value == nil {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .missingValue(flag: name)
        }
        value = arguments[index]
        index += 1
      }
      guard values[flag] == nil else { throw .repeatedFlag(name) }
      values[flag] = value
    }
  }
}
