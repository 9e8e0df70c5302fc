/// The spellings a string member may take and the value each stands for, matched as bytes
/// (no `String` is made for a state or status that is spelled right).
struct Choices<Value: Sendable>: Sendable {
  /// The spellings, in the order error messages list them.
  let spellings: [String]
  private let utf8: [[UInt8]]
  private let values: [Value]

  /// The spellings and what `parse` makes of each; a spelling it rejects is left out.
  init(_ spellings: [String], _ parse: (String) -> Value?) {
    var kept: [(String, Value)] = []
    for spelling in spellings {
      if let value = parse(spelling) { kept.append((spelling, value)) }
    }
    self.spellings = kept.map(\.0)
    utf8 = kept.map { Array($0.0.utf8) }
    values = kept.map(\.1)
  }

  /// The value spelled by `bytes`, if any.
  func value(spelledBy bytes: some Collection<UInt8>) -> Value? {
    for (index, spelling) in utf8.enumerated() where spelling.count == bytes.count {
      if spelling.elementsEqual(bytes) { return values[index] }
    }
    return nil
  }

  /// The value spelled `text`, if any.
  func value(spelled text: String) -> Value? {
    spellings.firstIndex(of: text).map { values[$0] }
  }
}

extension Choices where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// Every case, spelled by its raw value.
  init() {
    self.init(Value.allCases.map(\.rawValue), Value.init(rawValue:))
  }
}
