// Availability scopes and Linux-only spots of Swift files, read by the toolchain's own parser
// (the SwiftSyntax the compiler ships in usr/lib/swift/host), for `.ci/availability`.
//
//   scopes FILE...   prints one JSON object per file:
//     {"file": F,
//      "scopes": [{"start": [line, column], "end": [line, column], "kind": "...",
//                  "introduced": {"macOS": "26.0", ...}, "unavailable": ["watchOS", ...]}],
//      "linuxOnly": [{"line": L, "column": C, "what": "madvise", "applePath": true|false}],
//      "appleBranches": [{"line": L, "column": C, "what": "a statement"}]}
//
// A scope is where code may use what its versions name: the body of `if #available`,
// `while #available`, the rest of the block after `guard #available`, the else branch of
// `#unavailable`, and a whole declaration with `@available` (an `unavailable` one is never
// compiled for that platform, so it needs nothing there). Lines and columns count from 1,
// columns in UTF-8 bytes, as the index store does.
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Apple platforms `@available` and `#available` can name, by their spellings.
let platformNames: [String: String] = [
  "macOS": "macOS", "OSX": "macOS", "iOS": "iOS", "macCatalyst": "macCatalyst",
  "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS", "xrOS": "visionOS",
]

/// `#if` conditions that mean Linux (or another non-Apple libc) and Apple; a negated one
/// (`!os(Linux)`) means the other side.
let linuxConditions = [
  "canImport(Glibc)", "canImport(Musl)", "canImport(Android)", "canImport(Bionic)",
  "os(Linux)", "os(Android)",
]
let appleConditions = [
  "canImport(Darwin)", "canImport(ObjectiveC)", "canImport(UIKit)", "canImport(AppKit)",
  "canImport(SwiftUI)", "canImport(WatchKit)", "os(macOS)", "os(iOS)", "os(tvOS)",
  "os(watchOS)", "os(visionOS)", "os(OSX)", "os(Darwin)", "targetEnvironment(macCatalyst)",
  "targetEnvironment(simulator)", "_runtime(_ObjC)",
]

/// Names that only Linux has (or that this package only ever uses on Linux).
let linuxOnlyImports: Set<String> = ["Glibc", "Musl", "Android", "Bionic", "SwiftGlibc"]
let linuxOnlyIdentifiers: Set<String> = ["madvise", "MADV_HUGEPAGE", "MADV_DONTNEED", "O_TMPFILE"]

struct Scope {
  var start: (Int, Int)
  var end: (Int, Int)
  var kind: String
  var introduced: [String: String] = [:]
  var unavailable: [String] = []
}

struct Spot {
  var line: Int
  var column: Int
  var what: String
  var applePath = false
}

final class Collector: SyntaxVisitor {
  let converter: SourceLocationConverter
  var scopes: [Scope] = []
  var linuxOnly: [Spot] = []
  var appleBranches: [Spot] = []

  init(_ tree: SourceFileSyntax, file: String) {
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  func position(_ p: AbsolutePosition) -> (Int, Int) {
    let l = converter.location(for: p)
    return (l.line, l.column)
  }

  /// The versions an `#available` list or an `@available` attribute names.
  func versions(_ arguments: AvailabilityArgumentListSyntax) -> [String: String] {
    var result: [String: String] = [:]
    for argument in arguments {
      if case .availabilityVersionRestriction(let restriction) = argument.argument,
        let platform = platformNames[restriction.platform.text],
        let version = restriction.version
      {
        result[platform] = version.trimmedDescription
      }
    }
    return result
  }

  /// A scope from the end of `condition` to `end`.
  func add(
    _ kind: String, from start: AbsolutePosition, to end: AbsolutePosition, _ v: [String: String]
  ) {
    guard !v.isEmpty else { return }
    scopes.append(Scope(start: position(start), end: position(end), kind: kind, introduced: v))
  }

  func availability(in conditions: ConditionElementListSyntax)
    -> (available: [(ConditionElementSyntax, [String: String])], unavailable: [String: String])
  {
    var available: [(ConditionElementSyntax, [String: String])] = []
    var unavailable: [String: String] = [:]
    for element in conditions {
      guard case .availability(let check) = element.condition else { continue }
      let v = versions(check.availabilityArguments)
      if check.availabilityKeyword.tokenKind == .poundAvailable {
        available.append((element, v))
      } else {
        unavailable.merge(v) { $1 }
      }
    }
    return (available, unavailable)
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    let checks = availability(in: node.conditions)
    for (element, v) in checks.available {
      add(
        "if #available", from: element.endPositionBeforeTrailingTrivia, to: node.body.endPosition, v
      )
    }
    if let elseBody = node.elseBody {
      add(
        "if #unavailable, else", from: elseBody.position, to: elseBody.endPosition,
        checks.unavailable)
    }
    return .visitChildren
  }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    for (element, v) in availability(in: node.conditions).available {
      add(
        "while #available", from: element.endPositionBeforeTrailingTrivia,
        to: node.body.endPosition, v)
    }
    return .visitChildren
  }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    let checks = availability(in: node.conditions)
    // The rest of the enclosing block: its statement list ends where the block does.
    var block: Syntax? = node.parent
    while let b = block, !b.is(CodeBlockItemListSyntax.self) { block = b.parent }
    if let end = block?.endPosition {
      // From the end of the whole guard: its `else` body is what runs on older systems.
      for (_, v) in checks.available {
        add("guard #available", from: node.endPosition, to: end, v)
      }
    }
    add(
      "guard #unavailable, else", from: node.body.position, to: node.body.endPosition,
      checks.unavailable)
    return .visitChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributeName.trimmedDescription == "available",
      case .availability(let arguments)? = node.arguments,
      let declaration = node.parent?.parent,  // AttributeListSyntax, then the declaration
      !Collector.cannotBePotentiallyUnavailable(declaration)
    else { return .visitChildren }
    var scope = Scope(
      start: position(declaration.positionAfterSkippingLeadingTrivia),
      end: position(declaration.endPositionBeforeTrailingTrivia), kind: "@available")
    scope.introduced = versions(arguments)
    // The long form: `@available(iOS, introduced: 17)` or `@available(iOS, unavailable)`.
    if let first = arguments.first, case .token(let token) = first.argument,
      let platform = platformNames[token.text]
    {
      for argument in arguments.dropFirst() {
        switch argument.argument {
        case .token(let t) where t.text == "unavailable":
          scope.unavailable.append(platform)
        case .availabilityLabeledArgument(let labeled) where labeled.label.text == "introduced":
          scope.introduced[platform] = labeled.value.trimmedDescription
        default:
          break
        }
      }
    }
    if first(of: arguments) == "*",
      arguments.contains(where: { $0.argument.trimmedDescription == "unavailable" })
    {
      scope.unavailable = Array(Set(platformNames.values))
    }
    if !scope.introduced.isEmpty || !scope.unavailable.isEmpty { scopes.append(scope) }
    return .visitChildren
  }

  /// Declarations Swift refuses to mark potentially unavailable (a stored property, a
  /// `deinit`): their `@available` guards nothing, since an Apple build rejects it.
  static func cannotBePotentiallyUnavailable(_ declaration: Syntax) -> Bool {
    if declaration.is(DeinitializerDeclSyntax.self) { return true }
    guard let variable = declaration.as(VariableDeclSyntax.self) else { return false }
    return variable.bindings.contains { binding in
      switch binding.accessorBlock?.accessors {
      case nil: return true
      case .getter: return false
      case .accessors(let list):
        return !list.contains {
          ["get", "_read", "unsafeAddress"].contains($0.accessorSpecifier.text)
        }
      @unknown default: return false
      }
    }
  }

  func first(of arguments: AvailabilityArgumentListSyntax) -> String? {
    arguments.first?.argument.trimmedDescription
  }

  // MARK: Linux-only spots and Apple-only branches

  /// The condition of the `#if` clause that `node` sits in, innermost first, with the clause's
  /// whole `#if`.
  func clauses(around node: some SyntaxProtocol) -> [(IfConfigClauseSyntax, IfConfigDeclSyntax)] {
    var result: [(IfConfigClauseSyntax, IfConfigDeclSyntax)] = []
    var current: Syntax? = Syntax(node).parent
    while let c = current {
      if let clause = c.as(IfConfigClauseSyntax.self),
        let decl = clause.parent?.parent?.as(IfConfigDeclSyntax.self)
      {
        result.append((clause, decl))
      }
      current = c.parent
    }
    return result
  }

  /// Whether the clause's condition names one of `conditions` (or, negated, one of the
  /// other side's: `!os(Linux)` is an Apple condition).
  static func mentions(_ clause: IfConfigClauseSyntax, _ conditions: [String]) -> Bool {
    let text = clause.condition?.trimmedDescription.filter { !$0.isWhitespace } ?? ""
    let other = conditions == linuxConditions ? appleConditions : linuxConditions
    func named(_ list: [String], negated: Bool) -> Bool {
      list.contains { atom in
        var search = text[...]
        while let range = search.firstRange(of: atom) {
          let isNegated =
            range.lowerBound > text.startIndex
            && text[text.index(before: range.lowerBound)] == "!"
          if isNegated == negated { return true }
          search = search[range.upperBound...]
        }
        return false
      }
    }
    return named(conditions, negated: false) || named(other, negated: true)
  }

  /// Whether an `#if` has a branch that Apple platforms compile: a clause naming one, or an
  /// `#else` after clauses that all name Linux-like systems.
  static func hasApplePath(_ decl: IfConfigDeclSyntax) -> Bool {
    for clause in decl.clauses {
      if clause.condition == nil { return true }
      if mentions(clause, appleConditions) { return true }
      if !mentions(clause, linuxConditions) { return false }
    }
    return false
  }

  func linuxOnlySpot(_ node: some SyntaxProtocol, _ what: String) {
    let (line, column) = position(node.positionAfterSkippingLeadingTrivia)
    let linux = clauses(around: node).first { Collector.mentions($0.0, linuxConditions) }
    let applePath = linux.map { Collector.hasApplePath($0.1) } ?? false
    linuxOnly.append(Spot(line: line, column: column, what: what, applePath: applePath))
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text, linuxOnlyImports.contains(module) {
      linuxOnlySpot(node, "import \(module)")
    }
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if linuxOnlyIdentifiers.contains(node.baseName.text) {
      linuxOnlySpot(node, node.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
    if node.content.text.contains("/proc/") || node.content.text.hasSuffix("/proc") {
      linuxOnlySpot(node, "\"\(node.content.text)\"")
    }
    return .skipChildren
  }

  /// A branch that only Apple platforms compile holds imports only: Linux never type-checks
  /// it, so code there would be seen by no check at all.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    guard let decl = node.parent?.parent?.as(IfConfigDeclSyntax.self) else { return .visitChildren }
    let earlier = decl.clauses.prefix { $0.id != node.id }
    let appleOnly =
      Collector.mentions(node, appleConditions)
      || (node.condition == nil && !earlier.isEmpty
        && earlier.allSatisfy { Collector.mentions($0, linuxConditions) })
    guard appleOnly, let elements = node.elements else { return .visitChildren }
    let items: [Syntax]
    switch elements {
    case .statements(let list): items = list.map { Syntax($0.item) }
    case .decls(let list): items = list.map { Syntax($0.decl) }
    default: items = [Syntax(elements)]
    }
    for item in items where !item.is(ImportDeclSyntax.self) {
      let (line, column) = position(item.positionAfterSkippingLeadingTrivia)
      let first = item.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
      appleBranches.append(Spot(line: line, column: column, what: first))
    }
    return .visitChildren
  }
}

func json(_ s: String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case _ where scalar.value < 0x20:
      out +=
        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
        + String(scalar.value, radix: 16)
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

func spots(_ list: [Spot], applePath: Bool) -> String {
  "["
    + list.map { s in
      "{\"line\": \(s.line), \"column\": \(s.column), \"what\": \(json(s.what))"
        + (applePath ? ", \"applePath\": \(s.applePath)" : "") + "}"
    }.joined(separator: ", ") + "]"
}

for file in CommandLine.arguments.dropFirst() {
  guard let handle = fopen(file, "rb") else {
    fputs("scopes: cannot read \(file)\n", stderr)
    exit(66)
  }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let n = fread(&chunk, 1, chunk.count, handle)
    if n <= 0 { break }
    bytes += chunk[0..<n]
  }
  fclose(handle)
  let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
  let collector = Collector(tree, file: file)
  collector.walk(tree)
  let scopes = collector.scopes.map { s in
    let introduced = s.introduced.sorted { $0.key < $1.key }
      .map { "\(json($0.key)): \(json($0.value))" }.joined(separator: ", ")
    let unavailable = s.unavailable.sorted().map(json).joined(separator: ", ")
    return "{\"start\": [\(s.start.0), \(s.start.1)], \"end\": [\(s.end.0), \(s.end.1)], "
      + "\"kind\": \(json(s.kind)), \"introduced\": {\(introduced)}, "
      + "\"unavailable\": [\(unavailable)]}"
  }
  print(
    "{\"file\": \(json(file)), \"scopes\": [\(scopes.joined(separator: ", "))], "
      + "\"linuxOnly\": \(spots(collector.linuxOnly, applePath: true)), "
      + "\"appleBranches\": \(spots(collector.appleBranches, applePath: false))}")
}
