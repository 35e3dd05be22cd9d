import { createContext, type MouseEvent, type ReactNode, useContext } from 'react'
import { useNavigate } from 'react-router'
import { type Lang, langOfPath, pathIn } from '~/i18n/lang'
import { useLang } from '~/i18n/use-lang'

/**
 * Words sent once (decision 039, "Words sent once"). The parts of a page whose words never change in
 * the browser are rendered by the server and kept as they are when the page hydrates, so the page data
 * does not carry their words a second time. The server reads them through `KeptWordsProvider`
 * (entry.server.tsx); a navigation in the browser fetches them (`withKeptWords`).
 */
type KeptWordsOf = (page: string, lang: Lang) => unknown

const ServerKeptWords = createContext<KeptWordsOf | null>(null)

export const KeptWordsProvider = ServerKeptWords.Provider

/**
 * A page's kept words: the server's while it renders; in the browser those a navigation fetched, or
 * null while a document hydrates (its kept parts stay as the server wrote them).
 */
export function useKeptWords<T>(page: string, fetched: unknown): T | null {
  const server = useContext(ServerKeptWords)
  const lang = useLang()
  return ((server ? server(page, lang) : fetched) ?? null) as T | null
}

/**
 * A part of the page rendered from kept words. Without them (a document hydrating) it renders no
 * children and sets no markup, and React leaves the server's markup in place. The two cases differ in
 * key, so words arriving later replace the element rather than add to its markup.
 */
export function Kept({ children }: { children: ReactNode }) {
  const followLink = useFollowLink()
  if (children) {
    return (
      <div key="rendered" className="contents">
        {children}
      </div>
    )
  }
  // The click is its links' (Enter on a link clicks it too): the element itself is no control.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only its links are clicked
    // biome-ignore lint/a11y/useKeyWithClickEvents: only its links are clicked, and Enter on a link clicks it
    <div
      key="kept"
      className="contents"
      onClick={followLink}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; it only tells React to keep the server's markup
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}

/**
 * A kept part's links are the server's plain links, not React Router's <Link>s (which they are once
 * its words were rendered in the browser): a click on one that leads to another page of the site
 * navigates in the browser, as a <Link> would, instead of loading a document. Left to the browser: a
 * modified or middle click, a new tab, a download, another origin, a link within the page and a file
 * (a name with an extension).
 */
function useFollowLink() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest('a')
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
    const to = new URL(link.href, window.location.href)
    if (to.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(to.pathname)) return
    if (to.pathname === window.location.pathname && to.search === window.location.search && to.hash) return
    event.preventDefault()
    navigate(to.pathname + to.search + to.hash)
  }
}

/** The address of a page's kept words in a language (routes/page-words.ts). */
const keptWordsPath = (lang: Lang, page: string) => pathIn(lang, `/page-words/${page}`)

/**
 * A route's clientLoader: its data from the server, and its kept words, which a document has in its
 * markup but a navigation in the browser must fetch.
 */
export async function withKeptWords<D extends object>(
  page: string,
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<D> },
): Promise<D & { kept: unknown }> {
  const lang = langOfPath(new URL(request.url).pathname)
  const [data, kept] = await Promise.all([
    serverLoader(),
    fetch(keptWordsPath(lang, page)).then((r) => {
      if (!r.ok) throw new Error(`${page}'s words answered ${r.status}`)
      return r.json() as Promise<unknown>
    }),
  ])
  return { ...data, kept }
}
