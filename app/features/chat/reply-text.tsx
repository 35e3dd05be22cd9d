import { Link } from 'react-router'
import { paragraphs } from './reply-format'

/** A reply as text, lists and same-site links only: never HTML (see reply-format). */
export function ReplyText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return (
    <div className="space-y-2">
      {paragraphs(text).map((lines, p) => (
        <div key={p} className="space-y-1">
          {groups(lines).map((group, g) =>
            group[0].bullet ? (
              <ul key={g} className="list-disc space-y-0.5 pl-5">
                {group.map((line, i) => (
                  <li key={i}>{renderSegments(line.segments, onNavigate)}</li>
                ))}
              </ul>
            ) : (
              group.map((line, i) => <p key={`${g}-${i}`}>{renderSegments(line.segments, onNavigate)}</p>)
            ),
          )}
        </div>
      ))}
    </div>
  )
}

type Line = ReturnType<typeof paragraphs>[number][number]

/** Consecutive list items together, each other line on its own, in order. */
function groups(lines: Line[]): Line[][] {
  const out: Line[][] = []
  for (const line of lines) {
    const last = out[out.length - 1]
    if (line.bullet && last?.[0].bullet) last.push(line)
    else out.push([line])
  }
  return out
}

function renderSegments(list: Line['segments'], onNavigate?: () => void) {
  return list.map((s, i) =>
    s.kind === 'link' ? (
      <Link key={i} to={s.href} onClick={onNavigate} className="font-semibold text-copper-300 underline">
        {s.text}
      </Link>
    ) : (
      <span key={i}>{s.text}</span>
    ),
  )
}
