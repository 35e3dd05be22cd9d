import { MessageCircle } from 'lucide-react'
import { lazy, Suspense, use, useCallback, useRef, useState } from 'react'
import type { ChatWords } from '~/content/navigation'

// The panel (messages, streaming, toasts) loads on first open, or when the visitor
// reaches for the button, so the page itself ships only this button.
const loadPanel = () => import('./chat-panel')
const ChatPanel = lazy(loadPanel)

const CHAT_PANEL_ID = 'chat-panel'

/** The page's words for the button, and where the panel's are (decision 039). */
type ButtonWords = { openLabel: string; opening: string; wordsUrl: string }

// One fetch per language's words, however often the visitor reaches for the button.
const panelWords = new Map<string, Promise<ChatWords>>()
const loadPanelWords = (url: string) => {
  let words = panelWords.get(url)
  if (!words) {
    words = fetch(url).then((r) => r.json() as Promise<ChatWords>)
    panelWords.set(url, words)
  }
  return words
}

/** The floating button that opens Remy, in the page's language. */
export function ChatWidget({ words }: { words: ButtonWords }) {
  const reach = () => {
    void loadPanel()
    void loadPanelWords(words.wordsUrl)
  }
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    // The button is shown again on the next frame; focus goes back to it.
    requestAnimationFrame(() => button.current?.focus())
  }, [])

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={words.openLabel}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        hidden={open}
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-copper-400 text-graphite-950 shadow-lg shadow-black/40 transition-colors hover:bg-copper-300 sm:right-6 sm:bottom-6"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
      {loaded ? (
        <Suspense fallback={<PanelLoading text={words.opening} />}>
          <Panel open={open} onClose={close} words={loadPanelWords(words.wordsUrl)} />
        </Suspense>
      ) : null}
    </>
  )
}

function Panel({
  open,
  onClose,
  words,
}: {
  open: boolean
  onClose: () => void
  words: ChatWords | Promise<ChatWords>
}) {
  return (
    <ChatPanel
      id={CHAT_PANEL_ID}
      open={open}
      onClose={onClose}
      words={words instanceof Promise ? use(words) : words}
    />
  )
}

function PanelLoading({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="fixed right-5 bottom-5 z-50 rounded-full bg-graphite-800 px-4 py-3 text-sm text-graphite-100 sm:right-6 sm:bottom-6"
    >
      {text}
    </div>
  )
}
