import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/features/site/public-paths.server'

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Public pages are written to HTML at build time; the host serves them first
  // and falls back to SSR for anything else (queries, forms, admin).
  prerender: () => prerenderPaths(),
} satisfies Config
