extension BubbleDescription: Codable {
  /// What every bubble of one document has in common: its metrics, palette variant,
  /// language, layout direction and the separator of its accessibility label.
  ///
  /// The JSON document (`schemaVersion` 3) writes these once, at its top level; a bubble in
  /// it carries one only where its own value differs. A bubble encoded alone carries all
  /// four.
  package struct Shared: Hashable, Codable, Sendable {
    /// Sizes in points, and type styles.
    package var metrics: Metrics
    /// Which palette column the colour tokens refer to.
    package var paletteVariant: PaletteVariant
    /// The language of every phrase (a BCP 47 code).
    package var language: String
    /// Which way the language runs.
    package var layoutDirection: LayoutDirection
    /// What joins the two parts of the accessibility label
    /// (``AccessibilityDescription/separator``).
    package var labelSeparator: String

    /// Shared values.
    package init(
      metrics: Metrics, paletteVariant: PaletteVariant, language: String,
      layoutDirection: LayoutDirection, labelSeparator: String
    ) {
      self.metrics = metrics
      self.paletteVariant = paletteVariant
      self.language = language
      self.layoutDirection = layoutDirection
      self.labelSeparator = labelSeparator
    }

    /// The values `bubble` has.
    package init(_ bubble: BubbleDescription) {
      metrics = bubble.metrics
      paletteVariant = bubble.paletteVariant
      language = bubble.language
      layoutDirection = bubble.layoutDirection
      labelSeparator = bubble.accessibility.separator
    }
  }

  /// The JSON keys, in the order the schema lists them: the bubble's own values, then the
  /// ones a document shares.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, role, alignment, senderName, text, emptyText, attachment, timestamp, instant, edited
    case editSync
    case background, foreground, status, readers, deliveredTo, receipts, accessibility, actions
    case transition, runPosition
    case metrics, paletteVariant, language, layoutDirection
  }

  /// Decodes a bubble as it is encoded alone: every key present, `null` for none.
  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, sharing: nil)
  }

  /// Encodes every key, `null` for an absent value, in the schema's order.
  public func encode(to encoder: any Encoder) throws {
    try encode(to: encoder, sharing: nil)
  }

  /// Decodes a bubble of a document whose bubbles share `shared`: a shared value the
  /// bubble does not write is the document's.
  package init(from decoder: any Decoder, sharing shared: Shared?) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    func sharedValue<Value: Decodable>(_ key: CodingKeys, _ path: KeyPath<Shared, Value>) throws
      -> Value
    {
      if let shared, !c.contains(key) { return shared[keyPath: path] }
      return try c.decode(Value.self, forKey: key)
    }
    self.init(
      id: try c.decode(MessageID.self, forKey: .id),
      role: try c.decode(Role.self, forKey: .role),
      alignment: try c.decode(Alignment.self, forKey: .alignment),
      senderName: try c.decode(String?.self, forKey: .senderName),
      text: try c.decode(String.self, forKey: .text),
      emptyText: try c.decodeIfPresent(String.self, forKey: .emptyText),
      attachment: try c.decode(AttachmentDescription?.self, forKey: .attachment),
      timestamp: try c.decode(String.self, forKey: .timestamp),
      instant: try c.decode(String?.self, forKey: .instant),
      edited: try c.decodeIfPresent(String.self, forKey: .edited),
      editSync: try c.decodeIfPresent(EditSync.self, forKey: .editSync),
      background: try c.decode(ColorToken.self, forKey: .background),
      foreground: try c.decode(ColorToken.self, forKey: .foreground),
      status: try c.decode(StatusIndicator?.self, forKey: .status),
      readers: try c.decode([Reader].self, forKey: .readers),
      deliveredTo: try c.decodeIfPresent(DeliveryList.self, forKey: .deliveredTo),
      receipts: try c.decodeIfPresent(ReceiptSummary.self, forKey: .receipts),
      accessibility: try AccessibilityDescription(
        from: try c.superDecoder(forKey: .accessibility), separator: shared?.labelSeparator),
      actions: try c.decode([BubbleAction].self, forKey: .actions),
      transition: try c.decode(TransitionSpec.self, forKey: .transition),
      metrics: try sharedValue(.metrics, \.metrics),
      paletteVariant: try sharedValue(.paletteVariant, \.paletteVariant),
      language: try sharedValue(.language, \.language),
      layoutDirection: try sharedValue(.layoutDirection, \.layoutDirection),
      runPosition: try c.decode(RunPosition?.self, forKey: .runPosition))
  }

  /// Encodes the bubble as a member of a document whose bubbles share `shared`: a shared
  /// value is written only where the bubble's differs.
  package func encode(to encoder: any Encoder, sharing shared: Shared?) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(role, forKey: .role)
    try c.encode(alignment, forKey: .alignment)
    try c.encode(senderName, forKey: .senderName)
    try c.encode(text, forKey: .text)
    // Written only when set: a bubble that shows its text or attachment carries no key.
    try c.encodeIfPresent(emptyText, forKey: .emptyText)
    try c.encode(attachment, forKey: .attachment)
    try c.encode(timestamp, forKey: .timestamp)
    try c.encode(instant, forKey: .instant)
    // Written only when set: a bubble that was not edited carries no key.
    try c.encodeIfPresent(edited, forKey: .edited)
    try c.encodeIfPresent(editSync, forKey: .editSync)
    try c.encode(background, forKey: .background)
    try c.encode(foreground, forKey: .foreground)
    try c.encode(status, forKey: .status)
    try c.encode(readers, forKey: .readers)
    // Written only when set: a bubble outside a group carries neither key.
    try c.encodeIfPresent(deliveredTo, forKey: .deliveredTo)
    try c.encodeIfPresent(receipts, forKey: .receipts)
    try accessibility.encode(
      to: c.superEncoder(forKey: .accessibility), sharedSeparator: shared?.labelSeparator)
    try c.encode(actions, forKey: .actions)
    try c.encode(transition, forKey: .transition)
    try c.encode(runPosition, forKey: .runPosition)
    if metrics != shared?.metrics { try c.encode(metrics, forKey: .metrics) }
    if paletteVariant != shared?.paletteVariant {
      try c.encode(paletteVariant, forKey: .paletteVariant)
    }
    if language != shared?.language { try c.encode(language, forKey: .language) }
    if layoutDirection != shared?.layoutDirection {
      try c.encode(layoutDirection, forKey: .layoutDirection)
    }
  }
}
