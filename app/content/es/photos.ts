/**
 * What the photo checks say on Spanish pages (decision 034): the same messages as the English ones in
 * app/features/photos/photos.server.ts, built from the same figures.
 */
export const photoMessagesEs = {
  tooMany: (max: number) => `Envíe como máximo ${max} fotos.`,
  full: (max: number) => `Esta reserva ya tiene ${max} fotos, el máximo que admite.`,
  room: (room: number, max: number) =>
    room === 1
      ? `Esta reserva tiene espacio para 1 foto más (${max} en total).`
      : `Esta reserva tiene espacio para ${room} fotos más (${max} en total).`,
  tooLarge: (name: string, mb: number) => `${name} pesa más de ${mb} MB. Envíe una foto más pequeña.`,
  empty: (name: string) => `${name} está vacía.`,
  notAPicture: (name: string) => `${name} no es una foto JPEG, PNG, WebP o AVIF.`,
}
