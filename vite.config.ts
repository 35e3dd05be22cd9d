import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { buildYearAt } from './app/features/site/build-year'

export default defineConfig({
  // Separate caches per build directory so parallel builds never share state.
  cacheDir: `.cache/vite-${process.env.BUILD_DIR ?? 'build'}`,
  plugins: [tailwindcss(), reactRouter()],
  // The footer's copyright range ends at the year of the build (issue 18).
  define: { __BUILD_YEAR__: JSON.stringify(buildYearAt()) },
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
})
