import { CalendarCheck, Clock, MapPin } from 'lucide-react'
import { FinishImage } from '~/components/ui/finish-image'
import { count } from '~/content/format'
import type { CardWords, ProofCard, StatusProject } from '~/content/home'

/** A card of the home page's Current & Recent Projects panel, with its static status badge. */
export function StatusProjectCard({ project, t }: { project: StatusProject; t: CardWords }) {
  const { inProgress } = project
  return (
    <li className="rounded-xl border border-graphite-700 bg-graphite-900 p-5">
      <p
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wider ${
          inProgress ? 'bg-copper-400 text-graphite-950' : 'bg-emerald-300 text-graphite-950'
        }`}
      >
        {project.status}
      </p>
      <h4 className="mt-3 font-display text-lg text-white">{project.title}</h4>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-graphite-300">
        <MapPin className="h-4 w-4" aria-hidden="true" />
        {project.location}
      </p>
      <p className="mt-2 text-sm text-graphite-300">
        {project.finish}
        {' · '}
        <span className="font-semibold text-white">{`${count(project.sqft)} ${t.sqft}`}</span>
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-copper-200">
        {inProgress ? (
          <>
            <Clock className="h-4 w-4" aria-hidden="true" />
            {project.progress}
          </>
        ) : (
          <>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" />
            {`${t.completed} `}
            <time dateTime={project.completedOn}>{project.progress}</time>
          </>
        )}
      </p>
    </li>
  )
}

/** A home page proof card: picture, finish, duration, location and area. */
export function ProofProjectCard({ card, t }: { card: ProofCard; t: CardWords }) {
  return (
    <li className="overflow-hidden rounded-xl border border-graphite-700 bg-graphite-900">
      <FinishImage finish={card.image} alt={card.alt} sizes="(min-width: 768px) 33vw, 100vw" />
      <div className="p-5">
        <h3 className="font-display text-xl text-white">{card.title}</h3>
        <p className="mt-1 text-sm text-copper-200">{card.finish}</p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm text-graphite-300">
          <div>
            <dt className="sr-only">{t.duration}</dt>
            <dd className="flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {card.durationDays} {card.durationDays === 1 ? t.day : t.days}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t.location}</dt>
            <dd className="flex items-center gap-1.5">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {card.location}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">{t.area}</dt>
            <dd>{card.area}</dd>
          </div>
        </dl>
      </div>
    </li>
  )
}
