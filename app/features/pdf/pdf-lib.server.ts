import type { ColorTypes, RGB } from 'pdf-lib'

/**
 * pdf-lib, loaded with the first PDF a visitor asks for (decision 045). With fontkit it is about 38 MB
 * of a server's resident memory, which a server that makes no PDF does not need. The modules that write
 * PDFs import its types only, and take its code from here.
 */
export const pdfLib = () => import('pdf-lib')

/** fontkit, which embeds a font file: only a quote in a language beyond Windows' Latin alphabet needs it. */
export const fontkit = async () => (await import('@pdf-lib/fontkit')).default

/** A colour, as pdf-lib's `rgb` makes it, with no need of its code: a page's palette is made at import. */
export function rgb(red: number, green: number, blue: number): RGB {
  return { type: 'RGB' as ColorTypes.RGB, red, green, blue }
}
