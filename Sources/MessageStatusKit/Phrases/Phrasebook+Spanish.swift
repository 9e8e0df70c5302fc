extension Phrasebook {
  /// Spanish (`es`), for every region.
  public static let spanish = Phrasebook(
    language: "es",
    pluralRule: .spanish,
    separator: ", ",
    clock: .twentyFourHour(padHour: false),
    labelStatus: PerState(
      sending: "enviando", sent: "enviado", delivered: "entregado", read: "leído",
      failed: "no se pudo enviar, toca para reintentar"),
    labelReadBy: PluralPhrase(other: "leído por {count} de {total}"),
    labelReceived: "recibido",
    labelSenderPrefixed: "{name}: {text}",
    emptyMessage: "Mensaje vacío",
    iconLabel: PerState(
      sending: "Enviando", sent: "Enviado", delivered: "Entregado", read: "Leído",
      failed: "No se pudo enviar. Toca para reintentar."),
    iconReadBy: PluralPhrase(other: "Leído por {count} de {total}"),
    statusText: PerState(
      sending: "Enviando…", sent: "Enviado", delivered: "Entregado", read: "Leído",
      failed: "No entregado"),
    statusTextReadAt: "Leído {time}",
    badgeOverflow: "99+",
    retryAction: "Reintentar",
    deleteAction: "Eliminar",
    failedHint: "Reintenta o elimina este mensaje.",
    announceFailed: "No se pudo enviar el mensaje",
    announceNewMessage: "Mensaje nuevo: {text}",
    announceNewMessageFrom: "Mensaje nuevo de {name}: {text}",
    attachments: AttachmentNames(
      photo: "Foto", video: "Vídeo", file: "Archivo", voice: "Mensaje de voz",
      location: "Ubicación", sticker: "Sticker", contact: "Contacto")
  )
}
