/** What a photo upload may be. Shared by the field in the browser and the server. */
export const photoLimits = {
  /** Photos per lead or booking, all uploads together. */
  maxPhotos: 6,
  maxBytesEach: 10 * 1024 * 1024,
  /** The stored picture's long side, and the thumbnail's. */
  maxSidePx: 2000,
  thumbSidePx: 320,
  /** Refuse decompression bombs before decoding: 80 megapixels is beyond any phone camera. */
  maxInputPixels: 80_000_000,
} as const

/** The form field every photo input posts as. */
export const PHOTO_FIELD = 'photos'

/** What the file picker offers; the server decodes to check, it never trusts this. */
export const photoAccept = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif'

/**
 * The largest request body a form with photos can send: six full-size photos
 * and room for the other fields (the host's body limit for those routes).
 */
export const photoFormMaxBytes = photoLimits.maxPhotos * photoLimits.maxBytesEach + 1024 * 1024

export const photoHint = `Up to ${photoLimits.maxPhotos} photos of the floor: JPEG, PNG, WebP or AVIF, ${
  photoLimits.maxBytesEach / 1024 / 1024
} MB each. We remove location data from them.`

/** The console's article form: one photo with the article's text (decision 033). */
export const articleFormMaxBytes = photoLimits.maxBytesEach + 1024 * 1024
