import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/db/client.server'
import { chatConversations, chatMessages, chatReplyBudget } from '~/db/schema'
import { env } from '~/env.server'
import type { Lang } from '~/i18n/lang'
import { batched } from './batched'
import { addressShare, businessNow, SITE, today } from './reply-budget.server'
import type { ChatTurn } from './reply-source.server'

/**
 * What a turn needs from the database before Remy's model is called (decision 040): its
 * conversation, that conversation's count over 24 hours, a reply reserved from the day's budget
 * (decision 022) and the visitor's message stored. Every turn waiting is admitted in one
 * transaction of a few statements, so a burst of conversations costs a few transactions rather
 * than six queries each, one after another.
 */

/**
 * How long a batch keeps gathering while turns keep arriving (decision 040, amended 2026-11-29 and
 * 2026-11-30): a lone turn waits one turn of the event loop, a burst's turns go in batches of dozens.
 */
const gathering = () => ({ gatherMs: env().CHAT_GATHER_MS ?? 60 })

/** Earlier turns the assistant sees. */
const HISTORY_TURNS = 20

export type Turn = {
  conversationId: string
  /** The visitor's address: the budget's share is counted per address. */
  address: string
  /** The new message, trimmed. */
  content: string
  /**
   * The language the message is plainly in, if it is: it turns the conversation to that language
   * (decision 034); a short "sí" or a phone number keeps the one it had.
   */
  said: Lang | null
  /** The site's replies a day, and each address's share of them. */
  budget: number
  share: number
  /**
   * The conversation's visitor messages allowed in 24 hours, counted in the database: the limit
   * outlives an idle half hour, a restart and the app server that took the last message.
   */
  perConversation: number
}

type Conversation = {
  id: string
  handoff: 'collecting' | 'confirming' | 'requested' | null
  visitorName: string | null
  visitorEmail: string | null
  visitorPhone: string | null
  language: Lang
}

export type Admission =
  | { ok: true; conversation: Conversation; history: ChatTurn[]; lang: Lang }
  | { ok: false; refused: 'no-conversation' }
  | { ok: false; refused: 'conversation-limit' | 'address'; retryAfterSeconds: number }
  | { ok: false; refused: 'site' }

type Row = Conversation & {
  n: number | string
  wait: number | string | null
  history: ChatTurn[] | string
  toMidnight: number | string
}

const admitters = new WeakMap<Database, (turn: Turn) => Promise<Admission>>()

/** Admits `turn`, with every other turn waiting on this database (one batch at a time). */
export function admitTurn(db: Database, turn: Turn): Promise<Admission> {
  let admit = admitters.get(db)
  if (!admit) {
    admit = batched(
      (turns: Turn[]) => db.transaction((tx) => admitAll(tx as unknown as Database, turns)),
      256,
      gathering(),
    )
    admitters.set(db, admit)
  }
  return admit(turn)
}

const list = (values: ReturnType<typeof sql>[]) => sql.join(values, sql`, `)

async function admitAll(tx: Database, turns: Turn[]): Promise<Admission[]> {
  const ids = [...new Set(turns.map((t) => t.conversationId))]
  const rows = await queryRows<Row>(
    tx,
    sql`select c.id, c.handoff, c.visitor_name as "visitorName", c.visitor_email as "visitorEmail",
        c.visitor_phone as "visitorPhone", c.language, u.n, u.wait, h.history,
        ceil(extract(epoch from (date_trunc('day', ${businessNow}) + interval '1 day' - ${businessNow}))) as "toMidnight"
      from ${chatConversations} c
      cross join lateral (
        select count(*) as n,
          ceil(extract(epoch from (min(m.created_at) + interval '24 hours' - now()))) as wait
        from ${chatMessages} m
        where m.conversation_id = c.id and m.role = 'user' and m.created_at >= now() - interval '24 hours'
      ) u
      cross join lateral (
        select coalesce(json_agg(json_build_object('role', x.role, 'content', x.content)
          order by x.created_at desc, x.id desc), '[]'::json) as history
        from (
          select role, content, created_at, id from ${chatMessages}
          where conversation_id = c.id order by created_at desc, id desc limit ${HISTORY_TURNS}
        ) x
      ) h
      where c.id in (${list(ids.map((id) => sql`${id}::uuid`))})`,
  )
  const found = new Map(
    rows.map((r) => [
      r.id,
      {
        conversation: {
          id: r.id,
          handoff: r.handoff,
          visitorName: r.visitorName,
          visitorEmail: r.visitorEmail,
          visitorPhone: r.visitorPhone,
          language: r.language,
        } satisfies Conversation,
        count: Number(r.n),
        wait: r.wait,
        // Newest first, as a later turn of the same conversation in this batch adds to it.
        stored: (typeof r.history === 'string' ? JSON.parse(r.history) : r.history) as ChatTurn[],
        languageWas: r.language,
      },
    ]),
  )
  const toMidnight = Math.max(1, Number(rows[0]?.toMidnight ?? 3600))

  // The budget rows every candidate counts against, locked for this transaction: two servers
  // admitting at once take turns here, so the last reply of the day goes to one turn only.
  const addresses = [...new Set([SITE, ...turns.map((t) => t.address)])].sort()
  const t = chatReplyBudget
  // One statement makes each row and locks it (an upsert locks the row it meets), in address order,
  // and returns its count: each statement of a turn's transaction costs about a millisecond on the
  // embedded database (decision 040).
  const counted = await queryRows<{ address: string; replies: number | string }>(
    tx,
    sql`insert into ${t} as b (day, address, replies)
      values ${list(addresses.map((a) => sql`(${today}, ${a}, 0)`))}
      on conflict (day, address) do update set replies = b.replies
      returning address, replies`,
  )
  const replies = new Map(counted.map((r) => [r.address, Number(r.replies)]))
  const siteBefore = replies.get(SITE) ?? 0

  const admissions: Admission[] = []
  const newMessages: { conversationId: string; content: string }[] = []
  for (const turn of turns) {
    const state = found.get(turn.conversationId)
    if (!state) {
      admissions.push({ ok: false, refused: 'no-conversation' })
      continue
    }
    if (state.count >= turn.perConversation) {
      const wait = Math.max(1, Number(state.wait ?? 60))
      admissions.push({ ok: false, refused: 'conversation-limit', retryAfterSeconds: wait })
      continue
    }
    const mine = replies.get(turn.address) ?? 0
    if (mine >= addressShare(turn.budget, turn.share)) {
      admissions.push({ ok: false, refused: 'address', retryAfterSeconds: toMidnight })
      continue
    }
    const site = replies.get(SITE) ?? 0
    if (site >= turn.budget) {
      admissions.push({ ok: false, refused: 'site' })
      continue
    }
    replies.set(turn.address, mine + 1)
    replies.set(SITE, site + 1)
    const lang = turn.said ?? state.conversation.language
    state.conversation = { ...state.conversation, language: lang }
    // The same message sent again (a retry after a dropped reply) is stored once.
    const resent = state.stored[0]?.role === 'user' && state.stored[0].content === turn.content
    if (!resent) {
      state.stored = [{ role: 'user' as const, content: turn.content }, ...state.stored].slice(
        0,
        HISTORY_TURNS,
      )
      state.count++
      newMessages.push({ conversationId: turn.conversationId, content: turn.content })
    }
    admissions.push({
      ok: true,
      conversation: state.conversation,
      history: [...state.stored].reverse(),
      lang,
    })
  }

  // Every write of the batch in one statement: the budget's new counts, the messages, the languages
  // that changed, and (with the first reply of a day) the days long gone.
  const writes: ReturnType<typeof sql>[] = []
  if (admissions.some((a) => a.ok)) {
    const granted = addresses.filter((a) => replies.get(a) !== undefined)
    writes.push(
      sql`update ${t} set replies = v.replies
        from (values ${list(granted.map((a) => sql`(${a}::text, ${replies.get(a) ?? 0}::integer)`))}) as v(address, replies)
        where ${t}.day = ${today} and ${t}.address = v.address and ${t}.replies <> v.replies`,
    )
    if (siteBefore === 0) writes.push(sql`delete from ${t} where day < ${today} - 7`)
  }
  if (newMessages.length) {
    // clock_timestamp(), not the transaction's now(): messages keep the order they came in.
    writes.push(
      sql`insert into ${chatMessages} (conversation_id, role, content, created_at)
        values ${list(newMessages.map((m) => sql`(${m.conversationId}::uuid, 'user', ${m.content}, clock_timestamp())`))}`,
    )
  }
  const languages = [...found].filter(([, state]) => state.conversation.language !== state.languageWas)
  if (languages.length) {
    writes.push(
      sql`update ${chatConversations} set language = v.language
        from (values ${list(languages.map(([id, state]) => sql`(${id}::uuid, ${state.conversation.language}::text)`))}) as v(id, language)
        where ${chatConversations}.id = v.id`,
    )
  }
  if (writes.length === 1) await tx.execute(writes[0] as ReturnType<typeof sql>)
  else if (writes.length > 1)
    await tx.execute(
      sql`with ${sql.join(
        writes.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`),
        sql`, `,
      )} select 1`,
    )
  return admissions
}

type Reply = { id: string; conversationId: string; content: string; incomplete: boolean }
const savers = new WeakMap<Database, (reply: Reply) => Promise<void>>()

/**
 * Stores Remy's reply, with every other reply ending meanwhile: a burst of replies ending at once
 * would otherwise write one by one on the same thread as the turns still waiting to start.
 */
export function saveReply(db: Database, reply: Reply): Promise<void> {
  let save = savers.get(db)
  if (!save) {
    save = batched(
      async (replies: Reply[]) => {
        const ids = [...new Set(replies.map((r) => r.conversationId))]
        // One statement, atomic by itself: no transaction around two (decision 040).
        await db.execute(
          sql`with stored as (
            insert into ${chatMessages} (id, conversation_id, role, content, incomplete, created_at)
            values ${list(replies.map((r) => sql`(${r.id}::uuid, ${r.conversationId}::uuid, 'assistant', ${r.content}, ${r.incomplete}, clock_timestamp())`))}
          )
          update ${chatConversations} set updated_at = now()
          where id in (${list(ids.map((id) => sql`${id}::uuid`))})`,
        )
        return replies.map(() => undefined)
      },
      256,
      gathering(),
    )
    savers.set(db, save)
  }
  return save(reply)
}

const starters = new WeakMap<Database, (language: Lang) => Promise<string>>()

/** A new conversation's id: conversations opened at once are inserted together. */
export function insertConversation(db: Database, language: Lang): Promise<string> {
  let start = starters.get(db)
  if (!start) {
    start = batched(
      async (languages: Lang[]) => {
        const rows = await db
          .insert(chatConversations)
          .values(languages.map((language) => ({ language })))
          .returning({ id: chatConversations.id })
        return rows.map((r) => r.id)
      },
      256,
      gathering(),
    )
    starters.set(db, start)
  }
  return start(language)
}
