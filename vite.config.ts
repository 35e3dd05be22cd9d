import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { buildYearAt } from './app/features/site/build-year'
import { bundleDrizzle } from './scripts/bundle-drizzle'
import { vendoredFile } from './scripts/vendored-drizzle'

/**
 * Browser chunks every page loads anyway, grouped into two files: each script costs its
 * own response headers and compresses without its neighbours' context, and DESIGN.md
 * counts scripts' bytes on the wire (measured 113.1–120.0 KB → 108.7–115.4 KB).
 */
const clientChunks = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    {
      // What the root route draws on every page (nav, footer, not-found, their icons): one file,
      // not one per module, though only the root imports them.
      name: 'site',
      // With them, the published facts the browser adopts before it renders (decision 033), and
      // where each page is in each language (decision 034), and the English words of the facts that
      // are spans, which the bundled English copy says (decision 039).
      test: /[\\/]app[\\/](components[\\/]site[\\/]|i18n[\\/]|content[\\/]((facts-and-prices|live|format|en[\\/]span-words)\.ts|business[\\/]))|[\\/]lucide-react[\\/].*[\\/]icons[\\/](x|menu)\.js$/,
      priority: 1,
    },
    {
      // What every lead form reads, the field limits and the contact form's options: apart, two small
      // files, each with its own response headers, on each page with a form (decision 033).
      name: 'lead-form-data',
      test: /[\\/]app[\\/](features[\\/]leads[\\/]limits|content[\\/]contact)\.ts$/,
      priority: 1,
    },
    {
      // What the estimator's first view and its later parts share (its copy, the Spanish words'
      // context, its address, the English words and field messages of the form and the results):
      // one file, not five each with its own response headers (decision 034).
      name: 'estimator-data',
      test: /[\\/]app[\\/](features[\\/]estimator[\\/](words|params|english-words|messages)|content[\\/]estimator)\.ts$/,
      priority: 1,
    },
    {
      // The icons a dozen public pages draw (home, contact, estimator, schedule, portfolio, the FAQ
      // lists, the PDF links): one file, not five, each with its own ~330 bytes of response headers
      // (decision 034, "Bytes").
      name: 'common-icons',
      test: /[\\/]lucide-react[\\/].*[\\/]icons[\\/](calendar-check|clock|map-pin|chevron-down|download)\.js$/,
      priority: 1,
    },
    {
      // App modules (and icon plumbing) that most routes share: the site shell. Not the staff
      // console's own modules: its dozen Content pages share them, public pages never do (decision 033).
      // Nor the forms' required-field helper and the text checks, which the console's forms share
      // (their schemas are read in the browser to mark required fields): a group takes its modules'
      // dependencies along, and Zod would ride into every page (28 KB on the wire, measured).
      name: 'shell',
      test: /^(?!.*[\\/]app[\\/](?:features[\\/](?:admin|content|forms|security)[\\/]|components[\\/]ui[\\/]conform-field)).*(?:[\\/]app[\\/]|[\\/]lucide-react[\\/])/,
      minShareCount: 12,
      priority: 1,
    },
  ],
}

export default defineConfig(({ isSsrBuild }) => ({
  // Separate caches per build directory so parallel builds never share state.
  cacheDir: `.cache/vite-${process.env.BUILD_DIR ?? 'build'}`,
  plugins: [
    tailwindcss(),
    reactRouter(),
    {
      // The server build imports Drizzle from its bundle (decision 050), written beside it before
      // React Router loads the server build to prerender.
      name: 'vendored-drizzle',
      apply: 'build',
      writeBundle: {
        // Before React Router's own, and done before that starts.
        order: 'pre',
        sequential: true,
        async handler() {
          if (this.environment.name === 'ssr') await bundleDrizzle(process.env.BUILD_DIR ?? 'build')
        },
      },
    },
  ],
  // The footer's copyright range ends at the year of the build.
  define: { __BUILD_YEAR__: JSON.stringify(buildYearAt(process.env)) },
  resolve: {
    tsconfigPaths: true,
    // Radix's dialog locks scrolling through a <style> element of measured widths, which the site's
    // hash-based style policy cannot allow; this stand-in writes the same rules through the CSSOM
    // (decision 032).
    alias: {
      'react-style-singleton': fileURLToPath(
        new URL('./app/components/ui/style-singleton.ts', import.meta.url),
      ),
    },
  },
  // The server build takes the icons it draws, not the package's 1,500 (15 MB resident when loaded
  // whole; decision 045).
  ssr: { noExternal: ['lucide-react'] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? // Drizzle from its bundle beside the server build (scripts/bundle-drizzle.ts, decision 050).
        {
          output: {
            paths: (id: string) => {
              const file = vendoredFile(id)
              return file ? `../${file}` : id
            },
          },
        }
      : {
          output: { codeSplitting: clientChunks },
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]app[\\/]content[\\/]/.test(id) },
        },
  },
}))
