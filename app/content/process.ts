import { floorCareClub, installDuration, specSheet, warranty } from './business'
import { en } from './en/span-words'
import { percent } from './format'
import { live } from './live'

/** The five install steps of the process page, in order. */
export const processSteps = [
  {
    number: 1,
    title: 'Grind & Repair Cracks',
    duration: 'Day 1 morning',
    text: 'We diamond-grind the slab to open its pores, vacuum the dust at the source, and fill cracks, pits and joints with a rigid epoxy repair so nothing telegraphs through.',
  },
  {
    number: 2,
    title: 'Prime & Seal',
    duration: 'Day 1 afternoon',
    text: 'A penetrating, moisture-tolerant primer soaks into the concrete and locks the surface down, the foundation every later coat bonds to.',
  },
  {
    number: 3,
    title: 'Resin Pour',
    duration: 'Day 2',
    text: 'The base coat goes down by hand: metallic pigments worked into flows and veins, flake broadcast to full coverage, or a dense solid color rolled level.',
  },
  {
    number: 4,
    title: 'Cure & Polish',
    duration: 'Day 2 to 3',
    text: `A UV-stable urethane topcoat seals the color and adds grip. The floor takes foot traffic after ${en(installDuration.residentialCure)} and reaches full cure in ${specSheet.fullCureDays} days.`,
  },
  {
    number: 5,
    title: 'Reveal Day',
    duration: 'Day 3',
    text: 'We walk the floor with you, hand over care instructions and your warranty, and book your free maintenance check.',
  },
] as const

export const maintenanceCard = {
  title: 'Maintenance Program',
  text: `Join the Floor Care Club at install or within the first year: ${floorCareClub.inspections.toLowerCase()}, ${percent(floorCareClub.discount)} off extra work, and your warranty extended from ${floorCareClub.warrantyYearsWithout} to ${floorCareClub.warrantyYearsWithMembership} years.`,
} as const

export const warrantyPromise = live(
  () =>
    ({
      title: 'Warranty Promise',
      text: `${warranty.lifetime.label} on material adhesion, and a ${warranty.standard.label} that transfers to the next owner, with crack repair and touch-ups included in the first year. Claims are reviewed within ${warranty.handling.claimReviewHours} hours.`,
    }) as const,
)
