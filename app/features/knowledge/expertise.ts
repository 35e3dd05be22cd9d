/**
 * The author page's expertise score, out of 100. The spec names the figure
 * but not its formula; this one is explainable to a reader: a base for a
 * staff author, then credit for each certification, each area of expertise,
 * each published article and each thousand reads, capped at 100.
 */
const expertiseWeights = {
  base: 50,
  perCertification: 8,
  perExpertiseArea: 3,
  perArticle: 4,
  perThousandViews: 2,
} as const

export function expertiseScore(a: {
  certifications: number
  expertiseAreas: number
  articles: number
  totalViews: number
}): number {
  const w = expertiseWeights
  const raw =
    w.base +
    w.perCertification * a.certifications +
    w.perExpertiseArea * a.expertiseAreas +
    w.perArticle * a.articles +
    w.perThousandViews * Math.floor(a.totalViews / 1000)
  return Math.min(100, Math.round(raw))
}
