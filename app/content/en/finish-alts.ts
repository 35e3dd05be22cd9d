import { finishes } from '../finishes'

/**
 * What each finish's artwork shows, as a picture's description (decision 039): the words of a
 * project's or an article's picture where the owner gave it none of its own. English's are the
 * finishes' own descriptions.
 */
export const finishAlts: Record<string, string> = Object.fromEntries(finishes.map((f) => [f.id, f.alt]))
