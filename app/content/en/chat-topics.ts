/**
 * The words that tell Remy what an English question is about (decision 039): data beside the English
 * catalog, read by the one responder's table of topics. Every language's file has the same keys.
 */
export type ChatTopicWords = {
  /** What each topic of the responder's table is asked with; the table holds the order. */
  topics: Record<
    | 'warranty'
    | 'floorCare'
    | 'partners'
    | 'careers'
    | 'pricing'
    | 'finishes'
    | 'timeline'
    | 'spec'
    | 'contact'
    | 'area'
    | 'company',
    RegExp
  >
  /** A how-to question, answered from the articles before the topics. */
  howTo: RegExp
  greeting: RegExp
  thanks: RegExp
  /**
   * Requests Remy refuses whoever answers (decision 022), in this language's words: attempts to change
   * its rules, discounts, and promises of a price. Every language's are checked on every message.
   */
  refusals: { injection: RegExp; discount: RegExp; promise: RegExp }
  /**
   * How a message shows it is written in this language (decision 039): common words (letters only,
   * as regular-expression fragments) and, optionally, marks only this language writes. Remy answers
   * a message plainly in one language in that language, whatever page it was sent from.
   */
  language: { words: readonly string[]; marks?: RegExp }
  /**
   * What the language model is told, beyond the rules every language shares, when a conversation is in
   * this language: its register and glossary, how it writes figures (`{pages}`: this language's pages).
   * Instructions to the model, not words a visitor reads. English needs none.
   */
  modelRules?: readonly string[]
  /**
   * Words every floor question in this language has, without accents, which say nothing about which
   * article answers it: Remy compares the other words' stems with the articles the owner wrote in the
   * language. English, searched by MiniSearch over every passage, needs none.
   */
  commonWords?: string
}

export const chatTopics: ChatTopicWords = {
  topics: {
    warranty: /\bwarrant(y|ies)|guarantee/,
    floorCare: /floor care|club|membership|maintenance plan|maintenance/,
    partners: /\b(partner|builder|architect|designer|referr|commission|contractor)/,
    careers: /\b(job|jobs|career|hiring|hire|apply for|work for)/,
    pricing: /\b(cost|price|pricing|how much|expensive|cheap|afford|budget|per square|quote|\$)/,
    finishes: /\b(finish|finishes|colou?rs?|styles?|looks?|options|metallic|flake|designs?)\b/,
    timeline: /\b(how long|timeline|days?|take|cure|curing|when can|schedul|book|availab|weekend|slot)/,
    spec: /\b(mix ratio|pot life|temperature|spec|specification|chemical|psi)/,
    contact: /\b(phone|call|email|contact|hours|reach|talk to)/,
    area: /\b(where|area|serve|service area|county|counties|near me|travel)/,
    company: /\b(who are you|about you|licensed|insured|experience|company|established)/,
  },
  howTo:
    /\b(clean|care|maintain|mop|scratch|stains?|peel|moisture|damp|prep|grind|etch|cracks?|oil|uv|yellow|slip|urethane|polyaspartic|chemical)/,
  greeting: /^(hi|hello|hey|yo|good (morning|afternoon|evening))\b/,
  thanks: /^(thanks|thank you|thx|great|ok|okay|cool)\b/,
  refusals: {
    injection:
      /((ignore|disregard|forget|override|bypass)\b.{0,30}\b(previous|prior|above|earlier|rules?|instructions?|guidelines|prompt|restrictions?|polic(y|ies)))|system prompt|you are now|pretend|jailbreak|developer mode|reveal (your|the) (prompt|instructions|key)|api key|act as\b/,
    discount:
      /\b(discounts?|coupons?|promo|deal|cheaper|price match|free install|lower (the )?price|negotiat)/,
    /** Asked to confirm, promise or guarantee a figure or a price. */
    promise:
      /\b(promise|guarantee|confirm|commit to|lock in|honou?r|in writing)\b.{0,80}(\$\s?\d|\bprices?\b|\bcosts?\b|\bquotes?\b|\brates?\b|\btotal\b)|(\$\s?\d[\d,.]*).{0,80}\b(guaranteed|promised|locked in|confirmed|binding|in writing)\b/,
  },
  language: {
    words: [
      'the',
      'how',
      'what',
      'much',
      'does',
      'do',
      'is',
      'are',
      'you',
      'your',
      'my',
      'price',
      'cost',
      'garage',
      'floors?',
      'for',
      'with',
      'and',
      'hi',
      'hello',
      'thanks',
      'want',
      'need',
      'can',
      'when',
      'where',
      'of',
      'long',
      'take',
      'warranty',
      'in',
      'it',
    ],
  },
}
