import { index, type RouteConfig, route } from '@react-router/dev/routes'

// Mirrors the route table of the product spec, line by line.
export default [
  index('routes/home.tsx'),
  // The Spanish home: the same module under its own id, as an index route takes no optional prefix (decision 034).
  route('es', 'routes/home.tsx', { id: 'routes/home-es' }),
  route('es?/portfolio', 'routes/portfolio.tsx'),
  route('es?/estimator', 'routes/estimator.tsx'),
  route('process', 'routes/process.tsx'),
  route('partnerships', 'routes/partnerships.tsx'),
  // The knowledge hub, its articles and authors answer under /es where they have a Spanish version
  // (decision 034): each loader says whether its twin exists.
  route('es?/knowledge', 'routes/knowledge.tsx'),
  route('es?/article/:slug', 'routes/article.tsx'),
  route('es?/author/:slug', 'routes/author.tsx'),
  // The author's contact card as a file: a link that works with JavaScript off too.
  route('es?/author/:slug/vcard.vcf', 'routes/author.vcard.ts'),
  // Pages in Spanish too answer at /es + the same path, from the same module (decision 034).
  route('es?/careers', 'routes/careers.tsx'),
  route('es?/contact', 'routes/contact.tsx'),
  route('es?/privacy', 'routes/privacy.tsx'),
  route('es?/terms', 'routes/terms.tsx'),
  route('es?/accessibility', 'routes/accessibility.tsx'),
  route('es?/pricing', 'routes/pricing.tsx'),
  route('es?/warranty', 'routes/warranty.tsx'),
  route('partner-application', 'routes/partner-application.tsx'),
  route('es?/floor-care', 'routes/floor-care.tsx'),
  route('spec-sheet', 'routes/spec-sheet.tsx'),
  route('builders-contractors', 'routes/builders-contractors.tsx'),
  route('architects-designers', 'routes/architects-designers.tsx'),
  route('commercial-facilities', 'routes/commercial-facilities.tsx'),
  route('es?/schedule', 'routes/schedule.tsx'),
  route('why-epoxy', 'routes/why-epoxy.tsx'),
  route('es?/service-area/:zip', 'routes/service-area.tsx'),
  // The customer's own booking page, opened by the personal link in every booking mail; a booking made
  // in Spanish links to its /es twin, so the page and its frame are in Spanish (decision 034).
  route('es?/booking/:token', 'routes/booking.$token.tsx'),

  // Resource routes
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('api/resin-intel/ai-index', 'routes/api.ai-index.ts'),
  route('api/slots', 'routes/api.slots.ts'),
  route('api/bookings', 'routes/api.bookings.ts'),
  route('api/chat', 'routes/api.chat.ts'),
  route('api/chat/conversations', 'routes/api.chat.conversations.ts'),
  route('api/openapi.json', 'routes/api.openapi.ts'),
  // The Spanish estimate's quote comes in Spanish (decision 034).
  route('es?/estimator/quote.pdf', 'routes/estimator.quote-pdf.ts'),
  route('spec-sheet.pdf', 'routes/spec-sheet.pdf.ts'),
  route('llms.txt', 'routes/llms.txt.ts'),
  route('es/chat-words.json', 'routes/chat-words.ts'),
  route('es?/knowledge/feed.xml', 'routes/knowledge.feed.ts'),
  route('images/content/:file', 'routes/content-image.ts'),
  route('es?/article/:slug/pdf', 'routes/article.pdf.ts'),

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
