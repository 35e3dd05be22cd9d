import type { ReactNode } from 'react'

/** The standard hero band of an inner page: an h1, an optional lead and actions. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="border-b border-graphite-800 bg-gradient-to-b from-graphite-900 to-graphite-950">
      <div className="container-page py-14 sm:py-20">
        <h1 className="text-4xl text-white sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-graphite-300">{lead}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </header>
  )
}
