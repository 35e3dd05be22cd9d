import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  // Separate caches per build directory so parallel builds never share state.
  cacheDir: `.cache/vite-${process.env.BUILD_DIR ?? 'build'}`,
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
})
