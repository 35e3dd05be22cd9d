import { SendHorizontal, X } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '~/components/ui/toast'
import type { ChatWords } from '~/content/navigation'
import { useLang } from '~/i18n/use-lang'
import { type ChatMessage, createConversation, streamReply } from './chat-client'
import { ReplyText } from './reply-text'

type Entry = ChatMessage & { key: number }

const errorFor = (chatCopy: ChatWords, status: number) =>
  status === 429
    ? chatCopy.errors.tooManyRequests
    : status === 402
      ? chatCopy.errors.unavailable
      : chatCopy.errors.failed

/** Remy's panel: messages, chips, links and the input. */
export default function ChatPanel({
  id,
  open,
  onClose,
  words: chatCopy,
}: {
  id: string
  open: boolean
  onClose: () => void
  /** The words of the page's language; the conversation starts in it too (decision 034). */
  words: ChatWords
}) {
  const lang = useLang()
  const titleId = useId()
  const [messages, setMessages] = useState<Entry[]>([
    { key: 0, role: 'assistant', content: chatCopy.greeting },
  ])
  const [input, setInput] = useState('')
  const [loading, setLoading] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const nextKey = useRef(1)
  const conversation = useRef<Promise<string | null> | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLElement>(null)

  // The conversation is created the first time the panel opens.
  useEffect(() => {
    if (open && !conversation.current) conversation.current = createConversation(lang)
    if (open) inputRef.current?.focus()
  }, [open, lang])

  // Keep the newest text in view as it streams in.
  const lastContent = messages[messages.length - 1]?.content
  useEffect(() => {
    const list = listRef.current
    if (list && lastContent !== undefined) list.scrollTop = list.scrollHeight
  }, [lastContent])

  async function conversationId(): Promise<string | null> {
    let id = await conversation.current
    if (!id) {
      // The first attempt failed: try once more before giving up on this message.
      conversation.current = createConversation(lang)
      id = await conversation.current
    }
    return id
  }

  async function send(raw: string) {
    const text = raw.trim()
    if (!text || loading) return
    const user: Entry = { key: nextKey.current++, role: 'user', content: text }
    const pendingKey = nextKey.current++
    const history = [...messages, user].map(({ role, content }) => ({ role, content }))
    setInput('')
    setLoading(true)
    setMessages((list) => [...list, user, { key: pendingKey, role: 'assistant', content: '' }])

    // On failure the reply is dropped and the visitor's words go back to the input to resend, so
    // they are in one place only: a resend shows them once (the server also stores them once).
    // If something new was typed meanwhile, the failed message stays in the list instead.
    const removePending = () => {
      const typedMeanwhile = (inputRef.current?.value ?? '') !== ''
      setMessages((list) =>
        list.filter((m) => m.key !== pendingKey && (typedMeanwhile || m.key !== user.key)),
      )
      if (!typedMeanwhile) setInput(text)
    }
    const id = await conversationId()
    if (!id) {
      removePending()
      setLoading(false)
      toast.error(chatCopy.errors.failed)
      return
    }
    const outcome = await streamReply({ conversationId: id, messages: history }, (piece) =>
      setMessages((list) =>
        list.map((m) => (m.key === pendingKey ? { ...m, content: m.content + piece } : m)),
      ),
    )
    setLoading(false)
    if (outcome.ok) {
      setAnnouncement(`${chatCopy.assistantSays}${outcome.text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')}`)
    } else {
      removePending()
      toast.error(errorFor(chatCopy, outcome.status))
    }
    inputRef.current?.focus()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void send(input)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  const pending = messages[messages.length - 1]
  const typing = loading && pending?.role === 'assistant' && pending.content === ''
  const onlyGreeting = messages.length === 1

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 bottom-2 z-50 flex h-[600px] max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-2xl border border-graphite-700 bg-graphite-900 shadow-2xl shadow-black/50 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <header className="flex items-center gap-3 border-b border-graphite-700 bg-graphite-850 px-4 py-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-copper-300 to-copper-600 font-display text-lg text-graphite-950"
        >
          {chatCopy.title.charAt(0)}
        </span>
        <div className="flex-1">
          <h2 id={titleId} className="text-lg leading-tight text-white">
            {chatCopy.title}
          </h2>
          <p className="text-xs text-graphite-300">{chatCopy.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={chatCopy.closeLabel}
          className="rounded-full p-2 text-graphite-300 hover:bg-graphite-700 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      {/* Focusable, so a keyboard can scroll a long conversation (axe: scrollable-region-focusable). */}
      <section
        ref={listRef}
        aria-label={chatCopy.conversation}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-copper-400/60"
      >
        <ol className="space-y-3" aria-label={chatCopy.messages}>
          {messages.map((m) =>
            m.role === 'assistant' && m.content === '' ? null : (
              <li
                key={m.key}
                data-role={m.role}
                className={
                  m.role === 'user'
                    ? 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-copper-400 px-3 py-2 text-sm whitespace-pre-wrap text-graphite-950'
                    : 'mr-auto max-w-[90%] rounded-2xl rounded-bl-sm bg-graphite-800 px-3 py-2 text-sm text-graphite-100'
                }
              >
                <span className="sr-only">{m.role === 'user' ? chatCopy.you : chatCopy.assistantSays}</span>
                {m.role === 'user' ? (
                  m.content
                ) : (
                  // The greeting follows the page's language should the visitor switch it.
                  <ReplyText text={m.key === 0 ? chatCopy.greeting : m.content} onNavigate={onClose} />
                )}
                {m.key === 0 ? (
                  <p className="mt-2 border-t border-graphite-700 pt-2 text-xs text-graphite-300">
                    {chatCopy.notice}
                  </p>
                ) : null}
              </li>
            ),
          )}
        </ol>
        {typing ? (
          <div role="status" className="mr-auto flex w-fit gap-1 rounded-2xl bg-graphite-800 px-3 py-3">
            <span className="sr-only">{chatCopy.typing}</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className="size-2 animate-bounce rounded-full bg-copper-300"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </div>
        ) : null}
        {onlyGreeting ? (
          <div className="flex flex-wrap gap-2 pt-1">
            {chatCopy.chips.map((chip) => (
              <button
                key={chip.label}
                type="button"
                disabled={loading}
                onClick={() => void send(chip.question)}
                className="rounded-full border border-copper-400/70 px-3 py-1.5 text-sm text-copper-200 hover:bg-copper-400/10 disabled:opacity-60"
              >
                {chip.label}
              </button>
            ))}
          </div>
        ) : null}
      </section>

      {messages.length > chatCopy.linksAfterMessages ? (
        <nav aria-label={chatCopy.nextSteps} className="flex gap-2 border-t border-graphite-700 px-4 py-2">
          {chatCopy.links.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              onClick={onClose}
              className="flex-1 rounded-full bg-graphite-800 px-2 py-1.5 text-center text-xs font-semibold whitespace-nowrap text-copper-200 no-underline hover:bg-graphite-700"
            >
              {l.label}
            </Link>
          ))}
        </nav>
      ) : null}

      <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-graphite-700 px-3 py-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {chatCopy.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          maxLength={2000}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={chatCopy.placeholder}
          className="min-w-0 flex-1 rounded-full border border-graphite-600 bg-graphite-950 px-4 py-2 text-sm text-graphite-100 placeholder:text-graphite-400 focus:border-copper-400 focus:outline-none focus:ring-2 focus:ring-copper-400/40"
        />
        <button
          type="submit"
          disabled={loading || input.trim() === ''}
          aria-label={chatCopy.sendLabel}
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-copper-400 text-graphite-950 hover:bg-copper-300 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  )
}
