import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy } from '~/i18n/format-copy.server'
import type { Lang } from '~/i18n/lang'
import { photoLimits } from './limits'

/** The photo picker's label and hint in a language, with the limits (decision 039): the contact page's. */
export function photoFieldWords(lang: Lang): { label: string; hint: string } {
  return formatCopy(lang, catalogs[lang].contact.photos, {
    photos: photoLimits.maxPhotos,
    mb: photoLimits.maxBytesEach / 1024 / 1024,
  })
}
