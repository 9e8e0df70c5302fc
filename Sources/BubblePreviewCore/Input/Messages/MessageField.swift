/// The members a message object may have, in the order the input schema lists them.
enum MessageField: Int, ObjectField {
  case id, sender, text, createdAt, serverTimestamp, sequenceNumber, state, syncStatus, status
  case deliveredTo, readBy, readAt, previousState, attachment, failure
}
