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

  // Resource routes
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('api/resin-intel/ai-index', 'routes/api.ai-index.ts'),
  route('spec-sheet.pdf', 'routes/spec-sheet.pdf.ts'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
