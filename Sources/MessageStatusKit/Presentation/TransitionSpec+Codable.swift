extension TransitionSpec.Motion: Codable {
  private enum CodingKeys: String, CodingKey {
    case animated, effects, curve, duration
  }

  /// Decodes `{"animated": false}` or `{"animated": true, "effects": […], "curve": …,
  /// "duration": …}`; effects may be names or `{"name": …}` objects, and the curve a name
  /// or `{"name": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard try container.decode(Bool.self, forKey: .animated) else {
      self = .none
      return
    }
    let effects = try container.decode([Named<TransitionSpec.Effect>].self, forKey: .effects)
    let curve = try container.decode(Named<TransitionSpec.Curve>.self, forKey: .curve)
    self = .animated(
      TransitionSpec.Animation(
        effects: effects.map(\.value), curve: curve.value,
        duration: try container.decode(Double.self, forKey: .duration)))
  }

  /// Encodes the shape the JSON renderer writes, effects and curve as objects.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .none:
      try container.encode(false, forKey: .animated)
    case .animated(let animation):
      try container.encode(true, forKey: .animated)
      try container.encode(animation.effects.map(EffectObject.init), forKey: .effects)
      try container.encode(CurveObject(animation.curve), forKey: .curve)
      try container.encode(animation.duration, forKey: .duration)
    }
  }
}

/// A value written either as its name or as an object with a `name`.
private struct Named<Value: RawRepresentable<String> & Decodable>: Decodable {
  let value: Value

  private enum CodingKeys: String, CodingKey { case name }

  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer().decode(Value.self) {
      value = single
      return
    }
    value = try decoder.container(keyedBy: CodingKeys.self).decode(Value.self, forKey: .name)
  }
}

private struct EffectObject: Encodable {
  let name: TransitionSpec.Effect
  let target: TransitionSpec.Target
  init(_ effect: TransitionSpec.Effect) {
    name = effect
    target = effect.target
  }
}

private struct CurveObject: Encodable {
  let name: TransitionSpec.Curve
  let controlPoints: [Double]
  init(_ curve: TransitionSpec.Curve) {
    name = curve
    controlPoints = curve.controlPoints
  }
}
