import { Menu, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation, useMatches } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { company } from '~/content/business'
import {
  basePathOf,
  declaredTwin,
  defaultLang,
  isLang,
  isTranslated,
  localeOf,
  rememberLang,
  twinsOf,
} from '~/i18n/lang'
import { useSiteCopy } from './site-copy'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium no-underline transition-colors ${
    isActive ? 'bg-graphite-800 text-copper-300' : 'text-graphite-300 hover:text-white'
  }`

export function SiteNav() {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const copy = useSiteCopy()
  const leaf = useMatches().at(-1)
  const twins = twinsOf(
    location.pathname,
    declaredTwin(leaf?.loaderData) ?? isTranslated(basePathOf(location.pathname)),
  )
  // The same page in each other language, named in that language (decisions 034, 039).
  const language = twins.map((twin) => (
    <a
      key={twin.lang}
      href={twin.path}
      hrefLang={localeOf(twin.lang).hreflang}
      lang={localeOf(twin.lang).hreflang}
      onClick={() => rememberLang(twin.lang)}
      className="rounded-md px-3 py-2 text-sm font-medium text-graphite-300 hover:text-white"
    >
      {localeOf(twin.lang).name}
    </a>
  ))
  // A browser that prefers a language other than the default is offered that twin once, never sent
  // there (decision 034); the offer's code and words load only for such a browser.
  const offerable = twins.filter((t) => t.lang !== defaultLang)
  const offerKey = offerable.map((t) => `${t.lang}=${t.path}`).join(' ')
  useEffect(() => {
    if (!offerKey) return
    const preferred = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase()
    const [lang, path] =
      offerKey
        .split(' ')
        .map((pair) => pair.split('='))
        .find(([l]) => preferred.startsWith(l.toLowerCase())) ?? []
    if (!isLang(lang) || !path) return
    import('~/features/site/language-offer').then((m) => m.offerLanguage(lang, path))
  }, [offerKey])
  // Any navigation (a link, back, forward) closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => setOpen(false), [location.pathname])

  return (
    <nav
      aria-label={copy.navLabel}
      className="sticky top-0 z-40 border-b border-graphite-800 bg-graphite-950/95 backdrop-blur"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={copy.home} className="flex items-center gap-2 font-display text-lg text-white no-underline">
          <Logo />
          {company.name}
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {copy.mainNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === copy.home} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {language}
          <Link to={copy.estimate.to} className={buttonClass('primary', 'md', 'hidden sm:inline-flex')}>
            {copy.estimate.label}
          </Link>
          <button
            type="button"
            className="rounded-md p-2 text-graphite-100 hover:bg-graphite-800 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{open ? copy.closeMenu : copy.openMenu}</span>
          </button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!open} className="border-t border-graphite-800 lg:hidden">
        <ul className="container-page flex flex-col gap-1 py-3">
          {copy.mainNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === copy.home}
                className={linkClass}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to={copy.estimate.to}
              className={buttonClass('primary', 'md', 'w-full')}
              onClick={() => setOpen(false)}
            >
              {copy.estimate.label}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  )
}

export function Logo({ className = 'h-7 w-7' }: { className?: string }) {
  // One gradient per instance: the logo appears in the header, the footer and the home hero, and a
  // document may hold an id only once (W3C Nu checker, decision 023). useId matches on server and client.
  const gradientId = `logo-copper${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f3cfae" />
          <stop offset="0.5" stopColor="#c87941" />
          <stop offset="1" stopColor="#7f4522" />
        </linearGradient>
      </defs>
      <path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" fill={`url(#${gradientId})`} />
      <path d="M9 20c3-5 11-5 14-9" stroke="#16171a" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </svg>
  )
}
