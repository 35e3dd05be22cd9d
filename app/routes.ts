import { index, type RouteConfig, route } from '@react-router/dev/routes'

// Mirrors the route table of the product spec (§2), line by line.
export default [
  index('routes/home.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('estimator', 'routes/estimator.tsx'),
  route('process', 'routes/process.tsx'),
  route('partnerships', 'routes/partnerships.tsx'),
  route('knowledge', 'routes/knowledge.tsx'),
  route('article/:slug', 'routes/article.tsx'),
  route('author/:slug', 'routes/author.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('warranty', 'routes/warranty.tsx'),
  route('partner-application', 'routes/partner-application.tsx'),
  route('floor-care', 'routes/floor-care.tsx'),
  route('spec-sheet', 'routes/spec-sheet.tsx'),
  route('builders-contractors', 'routes/builders-contractors.tsx'),
  route('architects-designers', 'routes/architects-designers.tsx'),
  route('commercial-facilities', 'routes/commercial-facilities.tsx'),
  route('schedule', 'routes/schedule.tsx'),
  route('why-epoxy', 'routes/why-epoxy.tsx'),
  route('service-area/:zip', 'routes/service-area.tsx'),
  // The customer's own booking page, opened by the personal link in every booking mail (issue 16).
  route('booking/:token', 'routes/booking.$token.tsx'),

  // Resource routes
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('api/resin-intel/ai-index', 'routes/api.ai-index.ts'),
  route('api/slots', 'routes/api.slots.ts'),
  route('api/bookings', 'routes/api.bookings.ts'),
  route('api/chat', 'routes/api.chat.ts'),
  route('api/chat/conversations', 'routes/api.chat.conversations.ts'),
  route('estimator/quote.pdf', 'routes/estimator.quote-pdf.ts'),
  route('spec-sheet.pdf', 'routes/spec-sheet.pdf.ts'),
  route('llms.txt', 'routes/llms.txt.ts'),
  route('article/:slug/pdf', 'routes/article.pdf.ts'),

  // Staff console: server-rendered only, never prerendered or in the sitemap.
  route('admin', 'routes/admin.tsx', [
    index('routes/admin.dashboard.tsx'),
    route('sign-in', 'routes/admin.sign-in.tsx'),
    route('sign-out', 'routes/admin.sign-out.ts'),
    route('inbox', 'routes/admin.inbox.tsx'),
    route('inbox.csv', 'routes/admin.inbox-csv.ts'),
    route('leads/:kind/:id', 'routes/admin.lead.tsx'),
    route('leads/:id/resume', 'routes/admin.resume.ts'),
    route('bookings', 'routes/admin.bookings.tsx'),
    route('bookings/:id/invite.ics', 'routes/admin.invite.ts'),
    route('slots', 'routes/admin.slots.tsx'),
    route('conversations', 'routes/admin.conversations.tsx'),
    route('outbox', 'routes/admin.outbox.tsx'),
    route('photos/:id', 'routes/admin.photos.ts'),
    route('calendar', 'routes/admin.calendar.tsx'),
  ]),
  // A phone's calendar fetches this without a session: the per-person token in the query is the key.
  route('admin/calendar.ics', 'routes/admin.calendar-ics.ts'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
