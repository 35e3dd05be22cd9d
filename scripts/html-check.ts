/**
 * Every page is valid HTML and every internal link answers 200 (decision 023).
 *
 * 1. Starts the production server on the build (BUILD_DIR, default `build`) with a throwaway embedded
 *    database and a staff account, and gives it a booking and a chat so the console has content.
 * 2. Crawls the site from `/` (and the console from `/admin`, signed in), following every internal
 *    `<a href>`: any link that answers 3xx, 4xx or 5xx is reported with the pages that carry it.
 * 3. Runs the W3C Nu HTML Checker (the `vnu-jar` package, on Java) over every prerendered page
 *    (`build/client/**\/index.html`) and one server-rendered page of each kind.
 *
 * Prints a summary and writes a JSON report (`--out FILE`) that scripts/test-summary.mjs counts:
 * each page checked is one test, and the link crawl one more (or one failure per broken link).
 * Exits 1 on any error. Usage: `npx tsx scripts/html-check.ts [--out report.json]`.
 * Environment: BUILD_DIR, HTML_CHECK_PORT (default 3390), HTML_CHECK_MAX_VARIANTS (query-string
 * variants fetched per path, default 5,000). Every link is followed: the site's largest family is
 * /schedule's months and blocks (~2,100). A path with more variants than that is a crawl trap (links
 * that lead on forever, as a crawler would see them) and fails the check.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { addMonths, monthOf, todayInBusinessZone } from '../app/features/schedule/calendar'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const clientDir = path.join(buildDir, 'client')
const port = Number(process.env.HTML_CHECK_PORT ?? 3390)
const origin = `http://localhost:${port}`
const maxVariants = Number(process.env.HTML_CHECK_MAX_VARIANTS ?? 5000)
const outArg = process.argv.indexOf('--out')
const outFile = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : null
const staff = { email: 'html-check@refinedresin.example', password: 'html check password 2026' }

type Problem = { message: string; line?: number; column?: number; extract?: string }
type PageReport = { url: string; source: 'prerendered' | 'server-rendered'; errors: Problem[] }
type BrokenLink = { url: string; status: number; location?: string; from: string[] }

// ---------------------------------------------------------------------------------------------
// The server

function startServer(dataDir: string): ChildProcess {
  // The embedded database in a temp folder: never a developer's data or CI's PostgreSQL.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, [path.join(buildDir, 'host.js')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: origin,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
      // The check reads the console's pages, not its sign-in: the password alone (decision 038).
      STAFF_REQUIRE_SECOND_FACTOR: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (d) => process.stderr.write(d))
  return child
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not answer /healthz within 3 minutes')
}

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '192.0.2.77' }

/** A booking request and a chat conversation, so the console's lists and pages have rows. */
async function seed() {
  const month = monthOf(todayInBusinessZone(new Date()))
  for (const m of [month, addMonths(month, 1), addMonths(month, 2)]) {
    const slots = (await (await fetch(`${origin}/api/slots?month=${m}`)).json()) as {
      id: string
      status: string
    }[]
    const slot = slots.find((s) => s.status === 'available')
    if (!slot) continue
    const res = await fetch(`${origin}/api/bookings`, {
      method: 'POST',
      headers: { ...sameOrigin, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slot_id: slot.id,
        customer_name: 'Html Check',
        customer_email: 'html-check@example.com',
        project_address: '1 Validator Way, Buford, GA',
        project_size: 400,
      }),
    })
    if (res.status !== 201) throw new Error(`seeding a booking answered ${res.status}`)
    break
  }
  const conv = (await (
    await fetch(`${origin}/api/chat/conversations`, { method: 'POST', headers: sameOrigin })
  ).json()) as { id: string }
  const chat = await fetch(`${origin}/api/chat`, {
    method: 'POST',
    headers: { ...sameOrigin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      conversationId: conv.id,
      messages: [{ role: 'user', content: 'How long does installation take?' }],
    }),
  })
  await chat.text()
}

async function signIn(): Promise<string> {
  const res = await fetch(`${origin}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...sameOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(staff).toString(),
  })
  const cookie = res.headers.get('set-cookie')
  if (res.status !== 302 || !cookie) throw new Error(`staff sign-in answered ${res.status}`)
  return cookie.split(';')[0]
}

// ---------------------------------------------------------------------------------------------
// The crawl

/** Internal link targets of a page: same-origin `<a href>`s, without fragments. */
function internalLinks(html: string, pageUrl: string): string[] {
  const found = new Set<string>()
  for (const m of html.matchAll(/<a\s[^>]*?href=("([^"]*)"|'([^']*)')/gi)) {
    const raw = (m[2] ?? m[3]).replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'")
    if (!raw || raw.startsWith('#') || (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !raw.startsWith(origin))) continue
    const url = new URL(raw, pageUrl)
    if (url.origin !== origin) continue
    url.hash = ''
    found.add(url.pathname + url.search)
  }
  return [...found]
}

async function crawl(starts: string[], cookie: string | null, scope: (path: string) => boolean) {
  const seen = new Map<string, Set<string>>() // url -> pages linking to it
  const queue: string[] = []
  const variants = new Map<string, number>()
  const notCrawled: string[] = []
  const broken: BrokenLink[] = []
  const pages = new Map<string, string>() // url -> html, for pages in scope
  const add = (url: string, from: string) => {
    if (!seen.has(url)) {
      seen.set(url, new Set())
      const p = url.split('?')[0]
      const n = url.includes('?') ? (variants.get(p) ?? 0) + 1 : 0
      if (url.includes('?')) variants.set(p, n)
      if (n > maxVariants) notCrawled.push(url)
      else queue.push(url)
    }
    if (from) seen.get(url)?.add(from)
  }
  for (const s of starts) add(s, '')
  const headers: Record<string, string> = { 'X-Forwarded-For': '192.0.2.78' }
  if (cookie) headers.Cookie = cookie
  const worker = async () => {
    while (queue.length) {
      const url = queue.shift() as string
      const res = await fetch(origin + url, { redirect: 'manual', headers })
      const type = res.headers.get('content-type') ?? ''
      let body = ''
      if (type.includes('text/html')) body = await res.text()
      else await res.arrayBuffer() // read to the end, so the connection is reused
      if (res.status !== 200) {
        broken.push({
          url,
          status: res.status,
          location: res.headers.get('location') ?? undefined,
          from: [...(seen.get(url) ?? [])],
        })
        continue
      }
      if (!body || !scope(url.split('?')[0])) continue
      pages.set(url, body)
      for (const link of internalLinks(body, origin + url)) add(link, url)
    }
  }
  // A few requests in flight, as a visitor's browser would; the machine is shared.
  await Promise.all(Array.from({ length: 3 }, worker))
  // Pages that linked to a broken URL after it was fetched are added here too.
  for (const b of broken) b.from = [...(seen.get(b.url) ?? [])].slice(0, 5)
  return { checked: seen.size - notCrawled.length, broken, notCrawled, pages }
}

// ---------------------------------------------------------------------------------------------
// The Nu HTML Checker

function vnuJar(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
}

type VnuMessage = {
  type: string
  url: string
  message: string
  lastLine?: number
  lastColumn?: number
  extract?: string
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [
        '-Xss8m',
        '-jar',
        vnuJar(),
        '--format',
        'json',
        '--errors-only',
        '--exit-zero-always',
        '--stdout',
        ...files,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(new Error(`vnu failed (is Java installed?): ${error.message}`))
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages)
      },
    )
  })
}

function prerenderedFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) out.push(...prerenderedFiles(p))
    else if (name === 'index.html') out.push(p)
  }
  return out
}

// ---------------------------------------------------------------------------------------------

/** One server-rendered page of each kind, the console ones signed in. */
const serverRendered = [
  '/estimator?space=garage&sqft=500&finish=metallic-copper&zip=30518&timeline=this-month',
  '/knowledge?q=garage+prep',
  '/portfolio?filter=metallic',
  `/schedule?month=${addMonths(monthOf(todayInBusinessZone(new Date())), 1)}`,
  '/why-epoxy?years=12',
  '/no-such-page',
  '/admin/sign-in',
]
const consolePages = [
  '/admin',
  '/admin/inbox',
  '/admin/bookings',
  '/admin/slots',
  '/admin/conversations',
  '/admin/outbox',
  '/admin/content',
  '/admin/content/facts',
  '/admin/content/prices',
  '/admin/content/jobs',
  '/admin/content/jobs/lead-installer',
  '/admin/content/history/facts/business',
  '/admin/content/projects',
  '/admin/content/projects/copper-garage-buford',
  '/admin/content/testimonials',
  '/admin/content/articles',
  '/admin/content/articles/1',
  '/admin/content/articles/1/preview',
  '/admin/content/service-areas',
  '/admin/content/authors',
  '/admin/content/authors/caleb-ashford',
]

async function main() {
  if (!existsSync(clientDir)) throw new Error(`no build at ${buildDir}: run \`npm run build\` first`)
  const work = mkdtempSync(path.join(tmpdir(), 'refined-resin-html-check-'))
  const server = startServer(path.join(work, 'data'))
  try {
    await waitForHealth(server)
    await seed()

    // Server-rendered pages of each kind; the 404 page answers 404 on purpose.
    const ssr = new Map<string, string>()
    for (const url of serverRendered) {
      const res = await fetch(origin + url, { headers: { 'X-Forwarded-For': '192.0.2.79' } })
      const expected = url === '/no-such-page' ? 404 : 200
      if (res.status !== expected) throw new Error(`${url} answered ${res.status}, expected ${expected}`)
      ssr.set(url, await res.text())
    }
    const cookie = await signIn()
    for (const url of consolePages) {
      const res = await fetch(origin + url, { headers: { Cookie: cookie, 'X-Forwarded-For': '192.0.2.79' } })
      if (res.status !== 200) throw new Error(`${url} answered ${res.status} signed in`)
      ssr.set(url, await res.text())
    }
    const lead = internalLinks(ssr.get('/admin/inbox') ?? '', origin).find((l) =>
      l.startsWith('/admin/leads/'),
    )
    if (!lead) throw new Error('the inbox lists no lead to check')
    const leadRes = await fetch(origin + lead, { headers: { Cookie: cookie } })
    ssr.set(lead, await leadRes.text())

    // The crawl: the public site from /, then the console from /admin (signed in).
    const started = Date.now()
    const site = await crawl(['/'], null, (p) => !p.startsWith('/admin'))
    const console_ = await crawl(['/admin'], cookie, (p) => p.startsWith('/admin') && p !== '/admin/sign-out')
    const broken = [...site.broken, ...console_.broken]
    const notCrawled = [...site.notCrawled, ...console_.notCrawled]
    const crawlSeconds = Math.round((Date.now() - started) / 1000)

    // Validate: prerendered files as built, server-rendered pages as served.
    const ssrDir = path.join(work, 'ssr')
    mkdirSync(ssrDir)
    const fileToUrl = new Map<string, { url: string; source: PageReport['source'] }>()
    for (const f of prerenderedFiles(clientDir)) {
      const rel = path.relative(clientDir, path.dirname(f)).split(path.sep).join('/')
      fileToUrl.set(f, { url: `/${rel}`, source: 'prerendered' })
    }
    let n = 0
    for (const [url, html] of ssr) {
      const f = path.join(ssrDir, `page-${++n}.html`)
      writeFileSync(f, html)
      fileToUrl.set(f, { url, source: 'server-rendered' })
    }
    const messages = await runVnu([...fileToUrl.keys()])
    const byFile = new Map<string, Problem[]>()
    for (const m of messages) {
      if (m.type !== 'error' && m.type !== 'non-document-error') continue
      // The Nu checker's CSS validator predates rules every current browser reads (`@property`,
      // `margin-trim`, a custom property in `transition-property`). It now sees the stylesheet's
      // first-screen rules inline in each page (decision 032); the stylesheet itself is never
      // checked by it. HTML errors, attribute values included, still count.
      if (m.message.startsWith('CSS: ')) continue
      const file = m.url ? fileURLToPath(m.url) : ''
      const list = byFile.get(file) ?? []
      list.push({ message: m.message, line: m.lastLine, column: m.lastColumn, extract: m.extract })
      byFile.set(file, list)
    }
    const pages: PageReport[] = [...fileToUrl].map(([file, { url, source }]) => ({
      url,
      source,
      errors: byFile.get(file) ?? [],
    }))
    const unmatched = [...byFile.keys()].filter((f) => !fileToUrl.has(f))
    if (unmatched.length) throw new Error(`vnu reported on unknown files: ${unmatched.join(', ')}`)

    const invalid = pages.filter((p) => p.errors.length > 0)
    const report = {
      suite: 'html-check',
      pages,
      links: {
        checked: site.checked + console_.checked,
        broken,
        notCrawled: notCrawled.length,
        notCrawledSample: notCrawled.slice(0, 10),
        seconds: crawlSeconds,
      },
      passed: pages.length - invalid.length + (broken.length === 0 && notCrawled.length === 0 ? 1 : 0),
      failed: invalid.length + broken.length + (notCrawled.length ? 1 : 0),
    }
    if (outFile) writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`)

    for (const p of invalid) {
      console.log(`✗ ${p.url} (${p.source}): ${p.errors.length} error(s)`)
      for (const e of p.errors.slice(0, 5)) console.log(`    line ${e.line}: ${e.message}`)
    }
    for (const b of broken) {
      console.log(
        `✗ link ${b.url} answered ${b.status}${b.location ? ` → ${b.location}` : ''}; linked from ${b.from.join(', ')}`,
      )
    }
    console.log(
      `html-check: ${pages.length} pages checked (${pages.length - invalid.length} valid, ${invalid.length} with errors); ` +
        `${report.links.checked} internal URLs crawled in ${crawlSeconds} s, ${broken.length} answered 3xx/4xx/5xx` +
        (notCrawled.length
          ? `; crawl trap: ${notCrawled.length} links past ${maxVariants} variants of one path, e.g. ${notCrawled[0]}`
          : ''),
    )
    process.exitCode = report.failed > 0 ? 1 : 0
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((e: unknown) => {
  console.error(`html-check: ${e instanceof Error ? e.message : String(e)}`)
  if (outFile) {
    writeFileSync(
      outFile,
      `${JSON.stringify({ suite: 'html-check', error: String(e), passed: 0, failed: 1 })}\n`,
    )
  }
  process.exitCode = 1
})
