import MessageStatusKit

/// What the command line asked for.
enum PreviewAction: Equatable {
  case gallery(GalleryArguments)
  case render(RenderArguments)
  case compose(ComposeArguments)
  case help(command: String?)
  case version
}

/// An output format.
enum PreviewFormat: String, CaseIterable, Equatable {
  case html, text, json
}

/// `bubble-preview gallery …`.
struct GalleryArguments: Equatable {
  var format: PreviewFormat = .html
  /// The styles to show; all four by default.
  var styles: [StatusStyle] = StatusStyle.allCases
  /// A pinned appearance, or `nil` to follow the reader's system (HTML) / light (text, JSON).
  var appearance: Appearance?
  var locale = "en"
  var output: String?
}

/// `bubble-preview render …`.
struct RenderArguments: Equatable {
  /// A file path, or `nil` / `-` for standard input.
  var input: String?
  var format: PreviewFormat = .json
  var output: String?
  /// Order, de-duplicate and group the messages as a thread before rendering.
  var thread = false
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

extension PreviewAction {
  /// The value of `--max-input-bytes`: a whole number of bytes, at least 1.
  static func byteCount(_ value: String?) throws(PreviewError) -> Int? {
    guard let value else { return nil }
    guard !value.isEmpty, value.utf8.allSatisfy({ (48...57).contains($0) }), let bytes = Int(value),
      bytes > 0
    else { throw .invalidByteCount(flag: "--max-input-bytes", value: value) }
    return bytes
  }

  /// Parses the arguments after the program name, by hand (Foundation only).
  ///
  /// Flags take their value as `--flag value` or `--flag=value`; each may appear once.
  static func parse(_ arguments: [String]) throws(PreviewError) -> PreviewAction {
    guard let command = arguments.first else { throw .missingCommand }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "--help", "-h":
      return .help(command: nil)
    case "help":
      guard rest.count <= 1 else { throw .unexpectedArgument(rest[1]) }
      let topics = ["gallery", "render", "compose"]
      if let topic = rest.first, !topics.contains(topic) {
        throw .unknownCommand(topic, suggestion: nearest(topic, among: topics))
      }
      return .help(command: rest.first)
    case "--version":
      guard rest.isEmpty else { throw .unexpectedArgument(rest[0]) }
      return .version
    case "gallery":
      let flags = try Flags(
        rest, command: "gallery",
        known: ["--format", "--style", "--appearance", "--locale", "--output"])
      if flags.help { return .help(command: "gallery") }
      var gallery = GalleryArguments()
      if let format = flags.values["--format"] {
        gallery.format = try choice(
          "--format", format, PreviewFormat.allCases.map(\.rawValue), PreviewFormat.init(rawValue:))
      }
      if let style = flags.values["--style"], style != "all" {
        gallery.styles = [
          try choice(
            "--style", style, StatusStyle.allCases.map(\.rawValue) + ["all"],
            StatusStyle.init(rawValue:))
        ]
      }
      if let appearance = flags.values["--appearance"] {
        gallery.appearance = try choice(
          "--appearance", appearance, Appearance.allCases.map(\.rawValue),
          Appearance.init(rawValue:))
      }
      if let locale = flags.values["--locale"] {
        guard !locale.isEmpty else { throw .missingValue(flag: "--locale") }
        gallery.locale = locale
      }
      gallery.output = flags.values["--output"]
      return .gallery(gallery)
    case "render":
      let flags = try Flags(
        rest, command: "render",
        known: ["--input", "--format", "--output", "--thread", "--max-input-bytes"],
        switches: ["--thread"])
      if flags.help { return .help(command: "render") }
      var render = RenderArguments()
      render.thread = flags.switches.contains("--thread")
      render.input = flags.values["--input"].flatMap { $0 == "-" ? nil : $0 }
      if let format = flags.values["--format"] {
        render.format = try choice(
          "--format", format, PreviewFormat.allCases.map(\.rawValue), PreviewFormat.init(rawValue:))
      }
      render.output = flags.values["--output"]
      render.maxInputBytes =
        try byteCount(flags.values["--max-input-bytes"]) ?? render.maxInputBytes
      return .render(render)
    case "compose":
      let flags = try Flags(
        rest, command: "compose", known: ["--input", "--format", "--output", "--max-input-bytes"])
      if flags.help { return .help(command: "compose") }
      var compose = ComposeArguments()
      compose.input = flags.values["--input"].flatMap { $0 == "-" ? nil : $0 }
      if let format = flags.values["--format"] {
        compose.format = try choice(
          "--format", format, PreviewFormat.allCases.map(\.rawValue), PreviewFormat.init(rawValue:))
      }
      compose.output = flags.values["--output"]
      compose.maxInputBytes =
        try byteCount(flags.values["--max-input-bytes"]) ?? compose.maxInputBytes
      return .compose(compose)
    default:
      throw .unknownCommand(
        command,
        suggestion: nearest(
          command, among: ["gallery", "render", "compose", "help", "--help", "--version"]))
    }
  }

  private static func choice<Value>(
    _ flag: String, _ value: String, _ expected: [String], _ parse: (String) -> Value?
  ) throws(PreviewError) -> Value {
    guard let parsed = parse(value) else {
      throw .invalidFlagValue(flag: flag, value: value, expected: expected)
    }
    return parsed
  }
}

/// The `--flag value` pairs of one command.
private struct Flags {
  var values: [String: String] = [:]
  var switches: Set<String> = []
  var help = false

  init(
    _ arguments: [String], command: String, known: [String], switches knownSwitches: [String] = []
  ) throws(PreviewError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        help = true
        continue
      }
      guard argument.hasPrefix("-"), argument != "-" else { throw .unexpectedArgument(argument) }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      guard known.contains(name) else {
        throw .unknownFlag(
          name, command: command, suggestion: nearest(name, among: known + ["--help"]))
      }
      if knownSwitches.contains(name) {
        guard value == nil else { throw .unexpectedArgument(argument) }
        guard !switches.contains(name) else { throw .repeatedFlag(name) }
        switches.insert(name)
        continue
      }
      if value == nil {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .missingValue(flag: name)
        }
        value = arguments[index]
        index += 1
      }
      guard values[name] == nil else { throw .repeatedFlag(name) }
      values[name] = value
    }
  }
}
