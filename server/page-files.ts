import path from 'node:path'

/**
 * Where a page's two files are in a page set. The build's client folder is laid out as `react-router
 * build` writes it: a folder per page (`<path>/index.html`, `<path>.data`, `/_root.data` for `/`). A
 * page store is flat (decision 049): every page's files side by side in the store's folder, named by
 * the page's path, encoded (`%2Fareas%2Fatlanta.html`, `%2Fareas%2Fatlanta.data`). Making a folder is
 * the dearest of a store's file system calls: on this machine's ext4, 326 pages took 350–395 ms of
 * system time a folder each, 64–101 ms flat.
 */
export type Layout = 'build' | 'flat'

/** A page's `.data` path in the build's layout, as React Router requests it: `/_root.data` for `/`. */
export function dataPath(page: string): string {
  return page === '/' ? '/_root.data' : `${page.replace(/\/$/, '')}.data`
}

/** The page a `.data` request is for: the inverse of `dataPath`. */
export function pageOfData(pathname: string): string {
  return pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length)
}

export function pageFiles(
  dir: string,
  layout: Layout | undefined,
  page: string,
): { html: string; data: string } {
  if (layout === 'flat') {
    const name = encodeURIComponent(page)
    return { html: path.join(dir, `${name}.html`), data: path.join(dir, `${name}.data`) }
  }
  return { html: path.join(dir, page, 'index.html'), data: path.join(dir, dataPath(page)) }
}
