/**
 * The service areas in the console (decision 033): every ZIP the site has a page for, added from the
 * US ZIP data the seed was generated from (city, county and centre are looked up, never typed), and
 * retired or restored in one click. A retired ZIP keeps its item, unpublished, with the area its page
 * now sends visitors to (a 301), so old links and search results still land on a page we serve.
 */
import type { Submission } from '@conform-to/react'
import type { AppLoadContext } from 'react-router'
import type { z } from 'zod'
import { company } from '~/content/business'
import type { ServiceArea } from '~/content/service-areas'
import { refuse } from '~/features/forms/outcome.server'
import { bearingDegrees, compassPoint } from '~/features/service-area/direction'
import { distanceMiles } from '~/features/service-area/geo'
import { georgiaZips } from '~/features/service-area/georgia-zips.server'
import { nearestOf } from '~/features/service-area/lookup'
import type { ContentEditor } from './access.server'
import { publishFromForm } from './console.server'
import type { serviceAreaListSchema } from './forms'
import type { ServiceAreaItem } from './keys'
import { type ContentItem, itemsOfKind } from './store.server'

type Db = AppLoadContext['db']

/** A Georgia ZIP from the bundled US ZIP data, as a service area; undefined when the data has no such ZIP. */
function lookUpZip(zip: string): ServiceArea | undefined {
  const row = georgiaZips.find((z) => z[0] === zip)
  if (!row) return undefined
  const [, city, county, latitude, longitude] = row
  return { zip, city, county, state: 'GA', latitude, longitude }
}

/** Miles and compass direction from the base, as the area's page states them. */
function fromBase(area: Pick<ServiceArea, 'latitude' | 'longitude'>) {
  const miles = Math.round(distanceMiles(company.base, area) * 10) / 10
  return { miles, direction: miles < 1 ? null : compassPoint(bearingDegrees(company.base, area)) }
}

const areaOf = (item: ContentItem): ServiceArea => {
  const { redirectTo: _r, ...area } = item.data as ServiceAreaItem
  return area
}

async function areaItems(db: Db) {
  const items = (await itemsOfKind(db, 'service-area')).sort((a, b) => a.key.localeCompare(b.key))
  const served = items.filter((i) => i.status === 'published').map(areaOf)
  return { items, served }
}

export type ServiceAreaRow = ServiceArea & {
  revision: number
  status: string
  by: string
  at: string
  miles: number
  direction: string | null
  /** Retired: where its page sends visitors. Served: where it would, were it retired now. */
  redirectTo: string | null
}

/** Every ZIP, served or retired, in ZIP order, for the console's list. */
export async function serviceAreaRows(db: Db): Promise<ServiceAreaRow[]> {
  const { items, served } = await areaItems(db)
  const byZip = new Map(served.map((a) => [a.zip, a]))
  return items.map((item) => {
    const area = areaOf(item)
    const recorded = (item.data as ServiceAreaItem).redirectTo
    const retired = item.status !== 'published'
    // A retired ZIP whose recorded target was retired since goes to the nearest area now (as its page does).
    const redirectTo =
      retired && recorded && byZip.has(recorded) ? recorded : (nearestOf(served, area, area.zip)?.zip ?? null)
    return {
      ...area,
      ...fromBase(area),
      revision: item.revision,
      status: item.status,
      by: item.updatedBy,
      at: item.updatedAt.toISOString(),
      redirectTo,
    }
  })
}

type ListAction = z.output<typeof serviceAreaListSchema>

const where = (a: ServiceArea) => `${a.zip} (${a.city}, ${a.county} County)`

/** One action of the service areas page: add a ZIP, retire one, or restore one. */
export async function serviceAreaAction(
  db: Db,
  submission: Submission<unknown>,
  input: ListAction,
  editor: ContentEditor,
) {
  const { items, served } = await areaItems(db)
  const item = items.find((i) => i.key === input.zip)
  if (input.intent === 'add') {
    if (item?.status === 'published') {
      return refuse(submission, `ZIP ${where(areaOf(item))} is already listed.`, {
        fieldErrors: { zip: ['Already listed.'] },
      })
    }
    if (item) {
      return refuse(submission, `ZIP ${where(areaOf(item))} was retired: restore it from the list below.`, {
        fieldErrors: { zip: ['Retired: restore it from the list.'] },
      })
    }
    const area = lookUpZip(input.zip)
    if (!area) {
      return refuse(
        submission,
        `ZIP ${input.zip} is not a Georgia ZIP in the US ZIP data. Check the number: the site serves Georgia only.`,
        { fieldErrors: { zip: ['Not a Georgia ZIP.'] } },
      )
    }
    const answer = await publishFromForm(db, submission, {
      kind: 'service-area',
      key: area.zip,
      data: area satisfies ServiceAreaItem,
      baseRevision: null,
      author: editor.email,
    })
    if ('ok' in answer && answer.ok) {
      const { miles, direction } = fromBase(area)
      const from = direction ? `${miles} miles ${direction} of` : 'at'
      return {
        ...answer,
        message: `Added ${where(area)}, ${from} our ${company.base.city} base (revision ${answer.revision}). Its page is on the site within a few seconds.`,
      }
    }
    return answer
  }
  if (!item) return refuse(submission, `ZIP ${input.zip} is not listed.`, { status: 404 })
  const area = areaOf(item)
  if (input.intent === 'retire') {
    // Checked against what was opened first, so a stale click meets the 409 before any other answer.
    const stale = item.revision !== input.baseRevision
    const target = nearestOf(served, area, area.zip)
    if (!stale && item.status !== 'published')
      return refuse(submission, `ZIP ${where(area)} is already retired.`)
    if (!stale && !target) return refuse(submission, 'The last service area cannot be retired.')
    const answer = await publishFromForm(db, submission, {
      kind: 'service-area',
      key: area.zip,
      data: { ...area, redirectTo: target?.zip ?? area.zip } satisfies ServiceAreaItem,
      baseRevision: input.baseRevision,
      author: editor.email,
      action: 'unpublish',
      status: 'unpublished',
    })
    if ('ok' in answer && answer.ok && target) {
      return {
        ...answer,
        message: `Retired ${where(area)}: its page now sends visitors to ${where(target)} (revision ${answer.revision}). The site follows within a few seconds.`,
      }
    }
    return answer
  }
  if (item.status === 'published' && item.revision === input.baseRevision) {
    return refuse(submission, `ZIP ${where(area)} is already listed.`)
  }
  const answer = await publishFromForm(db, submission, {
    kind: 'service-area',
    key: area.zip,
    data: area satisfies ServiceAreaItem,
    baseRevision: input.baseRevision,
    author: editor.email,
    action: 'publish',
    status: 'published',
  })
  if ('ok' in answer && answer.ok) {
    return {
      ...answer,
      message: `Restored ${where(area)} (revision ${answer.revision}). Its page is on the site within a few seconds.`,
    }
  }
  return answer
}
