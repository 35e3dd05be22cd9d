// /process: its document title, meta description and headline (decision 035).
import { installDuration, warranty } from '../business'
import { en } from '../en/span-words'
import { live } from '../live'

export const processPage = live(
  () =>
    ({
      path: '/process',
      title: 'Our Process | Refined Resin',
      description: `From crack repair to reveal day: how we grind, prime, pour and cure floors that install in ${en(installDuration.processDescription)} and carry a ${warranty.lifetime.label.toLowerCase()}.`,
      headline: 'From Crack to Craft',
    }) as const,
)
