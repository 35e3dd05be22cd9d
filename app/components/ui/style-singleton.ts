import { useEffect } from 'react'

/**
 * Stands in for `react-style-singleton` (vite.config.ts aliases it here), through which Radix's dialog
 * (react-remove-scroll) locks the page's scrolling while a dialog is open. The original writes a `<style>`
 * element whose text holds the measured scrollbar width, so no hash can be known in advance, and the
 * site's policy allows only `<style>` elements it knows by hash or nonce (decision 032). The same rules go
 * into a constructed stylesheet instead (`document.adoptedStyleSheets`): the CSSOM, which
 * Content-Security-Policy does not govern. Same API and counting as the original (2.2).
 */
export function stylesheetSingleton() {
  let counter = 0
  let sheet: CSSStyleSheet | null = null
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(style)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      counter++
    },
    remove() {
      counter--
      if (!counter && sheet) {
        const removed = sheet
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== removed)
        sheet = null
      }
    },
  }
}

/** A hook that holds the styles while any component using it is mounted (react-style-singleton's). */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton()
  // biome-ignore lint/correctness/noComponentHookFactories: the library's contract: one hook per singleton, made once by its caller
  return function useStyle(styles: string, isDynamic?: boolean) {
    // Like the original: the styles are read on mount (or when a dynamic one changes).
    // biome-ignore lint/correctness/useExhaustiveDependencies: the original's dependency list, kept as it is
    useEffect(() => {
      sheet.add(styles)
      return () => sheet.remove()
    }, [styles && isDynamic])
  }
}

/** A component that holds the styles while mounted (react-style-singleton's `styleSingleton`). */
export function styleSingleton() {
  const useStyle = styleHookSingleton()
  // biome-ignore lint/correctness/noComponentHookFactories: the library's contract: one component per singleton, made once by its caller
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic)
    return null
  }
}
