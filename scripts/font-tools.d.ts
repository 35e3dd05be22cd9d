/** fontverter and subset-font ship no types (@types/subset-font lags behind): the calls scripts/subset-fonts.ts makes. */
declare module 'fontverter' {
  type Format = 'truetype' | 'woff' | 'woff2'
  const fontverter: { convert(font: Buffer, to: Format): Promise<Buffer> }
  export default fontverter
}

declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'truetype' | 'woff' | 'woff2'; keepFeatures?: string[]; noHinting?: boolean },
  ): Promise<Buffer>
}
