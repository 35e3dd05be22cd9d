import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { defaultLang, localeList } from './i18n/locales'

const prefixed = localeList.filter((l) => l.lang !== defaultLang)

/**
 * A page in every language (decisions 034, 039): its default-language path, and the same path under
 * each other language's prefix, all served by one module; each twin has its own id, the language's.
 */
function inEveryLanguage(path: string, file: string) {
  const id = file.replace(/\.tsx?$/, '')
  return [
    path ? route(path, file) : index(file),
    ...prefixed.map((l) =>
      route(`${l.prefix.slice(1)}${path ? `/${path}` : ''}`, file, { id: `${id}-${l.lang}` }),
    ),
  ]
}

// Mirrors the route table of the product spec, line by line.
export default [
  ...inEveryLanguage('', 'routes/home.tsx'),
  ...inEveryLanguage('portfolio', 'routes/portfolio.tsx'),
  ...inEveryLanguage('estimator', 'routes/estimator.tsx'),
  route('process', 'routes/process.tsx'),
  route('partnerships', 'routes/partnerships.tsx'),
  // The knowledge hub, its articles and authors answer under /es where they have a Spanish version
  // (decision 034): each loader says whether its twin exists.
  ...inEveryLanguage('knowledge', 'routes/knowledge.tsx'),
  ...inEveryLanguage('article/:slug', 'routes/article.tsx'),
  ...inEveryLanguage('author/:slug', 'routes/author.tsx'),
  // The author's contact card as a file: a link that works with JavaScript off too.
  ...inEveryLanguage('author/:slug/vcard.vcf', 'routes/author.vcard.ts'),
  ...inEveryLanguage('careers', 'routes/careers.tsx'),
  ...inEveryLanguage('contact', 'routes/contact.tsx'),
  ...inEveryLanguage('privacy', 'routes/privacy.tsx'),
  ...inEveryLanguage('terms', 'routes/terms.tsx'),
  ...inEveryLanguage('accessibility', 'routes/accessibility.tsx'),
  ...inEveryLanguage('pricing', 'routes/pricing.tsx'),
  ...inEveryLanguage('warranty', 'routes/warranty.tsx'),
  route('partner-application', 'routes/partner-application.tsx'),
  ...inEveryLanguage('floor-care', 'routes/floor-care.tsx'),
  route('spec-sheet', 'routes/spec-sheet.tsx'),
  route('builders-contractors', 'routes/builders-contractors.tsx'),
  route('architects-designers', 'routes/architects-designers.tsx'),
  route('commercial-facilities', 'routes/commercial-facilities.tsx'),
  ...inEveryLanguage('schedule', 'routes/schedule.tsx'),
  route('why-epoxy', 'routes/why-epoxy.tsx'),
  ...inEveryLanguage('service-area/:zip', 'routes/service-area.tsx'),
  // The customer's own booking page, opened by the personal link in every booking mail; a booking made
  // in Spanish links to its /es twin, so the page and its frame are in Spanish (decision 034).
  ...inEveryLanguage('booking/:token', 'routes/booking.$token.tsx'),
  // Where Stripe Checkout returns a visitor who paid a deposit: fulfils, then opens their booking page
  // (decision 041).
  ...inEveryLanguage('deposit', 'routes/deposit.tsx'),

  // Resource routes
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('api/resin-intel/ai-index', 'routes/api.ai-index.ts'),
  route('api/slots', 'routes/api.slots.ts'),
  route('api/bookings', 'routes/api.bookings.ts'),
  // Stripe's signed events for booking deposits (decision 041).
  route('api/stripe/webhook', 'routes/api.stripe-webhook.ts'),
  route('api/chat', 'routes/api.chat.ts'),
  route('api/chat/conversations', 'routes/api.chat.conversations.ts'),
  route('api/openapi.json', 'routes/api.openapi.ts'),
  // The Spanish estimate's quote comes in Spanish (decision 034).
  ...inEveryLanguage('estimator/quote.pdf', 'routes/estimator.quote-pdf.ts'),
  route('spec-sheet.pdf', 'routes/spec-sheet.pdf.ts'),
  route('llms.txt', 'routes/llms.txt.ts'),
  ...inEveryLanguage('chat-words.json', 'routes/chat-words.ts'),
  // The words of a page's parts that hydration keeps, for a navigation in the browser (decision 039).
  ...inEveryLanguage('page-words/:page', 'routes/page-words.ts'),
  ...inEveryLanguage('knowledge/feed.xml', 'routes/knowledge.feed.ts'),
  route('images/content/:file', 'routes/content-image.ts'),
  ...inEveryLanguage('article/:slug/pdf', 'routes/article.pdf.ts'),

  // Staff console: server-rendered only, never prerendered or in the sitemap.
  route('admin', 'routes/admin.tsx', [
    index('routes/admin.dashboard.tsx'),
    route('sign-in', 'routes/admin.sign-in.tsx'),
    route('sign-in/verify', 'routes/admin.sign-in-verify.tsx'),
    route('enrol', 'routes/admin.enrol.tsx'),
    route('webauthn', 'routes/admin.webauthn.ts'),
    route('sign-out', 'routes/admin.sign-out.ts'),
    route('inbox', 'routes/admin.inbox.tsx'),
    route('inbox.csv', 'routes/admin.inbox-csv.ts'),
    route('leads/:kind/:id', 'routes/admin.lead.tsx'),
    route('leads/:id/resume', 'routes/admin.resume.ts'),
    route('bookings', 'routes/admin.bookings.tsx'),
    route('bookings/:id/invite.ics', 'routes/admin.calendar-invitation.ts'),
    route('slots', 'routes/admin.slots.tsx'),
    route('conversations', 'routes/admin.conversations.tsx'),
    route('outbox', 'routes/admin.outbox.tsx'),
    // The owner's content (decision 033): the owner and the staff they allow.
    route('content', 'routes/admin.content.tsx'),
    route('content/facts', 'routes/admin.content-facts.tsx'),
    route('content/prices', 'routes/admin.content-prices.tsx'),
    route('content/jobs', 'routes/admin.content-jobs.tsx'),
    route('content/jobs/:id', 'routes/admin.content-job.tsx'),
    route('content/projects', 'routes/admin.content-projects.tsx'),
    route('content/projects/:id', 'routes/admin.content-project.tsx'),
    route('content/testimonials', 'routes/admin.content-testimonials.tsx'),
    route('content/testimonials/:id', 'routes/admin.content-testimonial.tsx'),
    route('content/authors', 'routes/admin.content-authors.tsx'),
    route('content/authors/:slug', 'routes/admin.content-author.tsx'),
    route('content/articles', 'routes/admin.content-articles.tsx'),
    route('content/articles/:id', 'routes/admin.content-article.tsx'),
    route('content/service-areas', 'routes/admin.content-service-areas.tsx'),
    route('content/history/:kind/:key', 'routes/admin.content-history.tsx'),
    route('team', 'routes/admin.team.tsx'),
    route('account', 'routes/admin.account.tsx'),
    route('set-password', 'routes/admin.invite-set-password.tsx'),
    route('backup', 'routes/admin.backup.tsx'),
    route('backup/download', 'routes/admin.backup-download.ts'),
    route('privacy', 'routes/admin.privacy.tsx'),
    route('photos/:id', 'routes/admin.photos.ts'),
    route('calendar', 'routes/admin.calendar.tsx'),
  ]),
  // A phone's calendar fetches this without a session: the per-person token in the query is the key.
  route('admin/calendar.ics', 'routes/admin.calendar-ics.ts'),
  // A draft article as the public page shows it, for content editors (decision 033): the public shell.
  route('admin/content/articles/:id/preview', 'routes/admin.content-article-preview.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
