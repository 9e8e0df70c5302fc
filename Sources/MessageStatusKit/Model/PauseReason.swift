/// Why a send is paused: not in flight, and not failed, until something changes.
///
/// A message still ``DeliveryState/sending`` can be paused (``Message/pause``). Its bubble
/// shows a pause symbol (in the words of the text style) and says why, instead of the
/// clock of a send in flight, so that a user in a tunnel does not wait for a clock that will
/// not move. Signal keeps "pending" apart from sending in the same way, and Stream
/// `pendingSend`.
public enum PauseReason: String, Codable, CaseIterable, Hashable, Sendable {
  /// Waiting for a connection: it goes by itself once the device is online. No action: a
  /// retry cannot help until then.
  case waitingForNetwork = "waitingForNetwork"
  /// Held until the user sends it (a safety check, a confirmation the app asks for): Send
  /// and Delete, and tapping the bubble sends it.
  case waitingForUser = "waitingForUser"
}
