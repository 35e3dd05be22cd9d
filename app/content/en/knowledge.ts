/**
 * The knowledge hub, the article page and the author page, their feed and their PDF, as ICU messages
 * (decision 039): English is a catalog like every other language. The articles and the authors are the
 * owner's content and bring their own words in each language they are written in; these are the words
 * around them. `{…}` marks a value the page fills itself (a count the browser computes, a date, a
 * style): the server formats them through as marks.
 */
export const knowledge = {
  /** The hub's document title, meta description and headline. */
  meta: {
    title: 'Knowledge Hub | {company}',
    description:
      'Guides on epoxy chemistry, garage prep, commercial specs, metallic finish care and local service in {region}.',
    headline: 'Resin Intelligence',
  },
  /** The hub's name in breadcrumbs and links back to it. */
  hub: 'Knowledge Hub',
  /** The title of the articles' Atom feed, as feed readers list it. */
  feedTitle: '{company} knowledge hub',
  feedDescription: 'Guides, case studies and specifications on epoxy and metallic resin floors in {region}.',
  back: 'Back to the Knowledge Hub',
  /** The topics' names (categories.ts has their ids). */
  categories: {
    'local-service': 'Local Service',
    'residential-tips': 'Residential Tips',
    'commercial-specs': 'Commercial Specs',
    'chemistry-breakdowns': 'Chemistry Breakdowns',
    'case-studies': 'Case Studies',
    trends: 'Trends',
  },
  /** A date as the pages write it: "Jul 8, 2025" (from names, so server and browser agree). */
  date: {
    format: '{month} {day}, {year}',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  minutes: '{minutes} min read',
  /** The article PDF's footer on each page. */
  pdfPage: 'Page {page} of {pages}',
  /** How a citation writes its date: MLA 9 and APA 7 in English. */
  citation: {
    mla: '{day} {month} {year}',
    mlaMonths: [
      'Jan.',
      'Feb.',
      'Mar.',
      'Apr.',
      'May',
      'June',
      'July',
      'Aug.',
      'Sept.',
      'Oct.',
      'Nov.',
      'Dec.',
    ],
    apa: '{year}, {month} {day}',
    apaMonths: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  hubPage: {
    lead: 'Straight answers on epoxy chemistry, prep, care and cost, from the people who pour it, plus a local page for every ZIP we serve.',
    searchLabel: 'Search articles',
    placeholder: 'Search guides, topics or your city',
    search: 'Search',
    try: 'Try:',
    /** The search box's suggestions (five of them). */
    suggestions: [
      'garage prep',
      'urethane vs epoxy',
      'industrial coatings',
      'metallic finish care',
      'concrete moisture',
    ],
    topics: 'Topics',
    allTopics: 'All Topics',
    sortLabel: 'Sort articles',
    sort: 'Sort:',
    sorts: { ai: 'AI-Recommended', newest: 'Newest', 'most-read': 'Most Read' },
    countOne: '{count} article',
    countOther: '{count} articles',
    /** In place of the count while a query has not been searched yet. */
    searching: 'Searching…',
    forQuery: ' for “{query}”',
    inTopic: ' in {topic}',
    empty: 'No articles found matching your criteria. Try adjusting your filters or search query.',
    showing: 'Showing {shown} of {total}',
    more: 'Show more',
    readsOne: '{count} read',
    readsOther: '{count} reads',
  },
  article: {
    /** The document title: the article's own title, then the business's name. */
    title: '{title} | {company}',
    tags: 'Tags',
    by: 'By',
    updated: 'Updated',
    share: 'Share',
    pdf: 'Download PDF',
    showSummary: 'Show AI Summary',
    hideSummary: 'Hide AI Summary',
    science: 'The Science',
    proTips: 'Pro Tips',
    fieldExperience: 'Field Experience',
    faqs: 'Frequently Asked Questions',
    sources: 'Sources',
    /** After each source's name: a page in another language says the source is in English. */
    sourceNote: '',
    cite: 'Cite this article',
    /** The citation styles' names. */
    styles: { mla: 'MLA', apa: 'APA' },
    copyCitation: 'Copy {style} citation',
    citationCopied: '{style} citation copied',
    citationNotCopied: 'Could not copy the {style} citation',
    linkCopied: 'Link copied',
    linkNotCopied: 'Could not copy the link',
    articlesOne: '{count} article',
    articlesOther: '{count} articles',
    expertise: 'Expertise: {list}',
    related: 'Related topics',
  },
  authorPage: {
    /** The document title. */
    title: '{name}, {role} | {company}',
    roleAt: '{role}, {company}',
    description: '{firstSentence}. Articles, certifications and contact details.',
    articles: 'Articles',
    views: 'Total views',
    score: 'Expertise score',
    scoreNote:
      'The expertise score weighs certifications, areas of expertise, published articles and reader views.',
    email: 'Email',
    linkedin: 'LinkedIn',
    newTab: ' (opens in a new tab)',
    vcard: 'Download vCard',
    published: 'Published articles',
    none: 'No published articles yet.',
    viewsCount: '{count} views',
    expertise: 'Expertise',
    certifications: 'Certifications',
  },
}

export type KnowledgeCatalog = typeof knowledge
