import type { Span } from '../../i18n/spans'

/**
 * Who we are and the claims every page may show.
 */

export const company = {
  name: 'Refined Resin',
  legalName: 'Refined Resin LLC',
  assistantName: 'Remy',
  tagline: 'Artisan metallic and epoxy floors, poured by hand in Metro Atlanta',
  phone: '(470) 555-0142',
  phoneHref: 'tel:+14705550142',
  smsHref: 'sms:+14705550142',
  email: 'hello@refinedresin.example',
  emailHref: 'mailto:hello@refinedresin.example',
  base: { city: 'Buford', state: 'GA', region: 'Metro Atlanta', latitude: 34.1124, longitude: -83.9965 },
  expansion: ['Gainesville', 'Athens'],
  serviceRadiusMiles: 25,
  counties: ['Gwinnett', 'Hall', 'Cobb', 'DeKalb', 'Clarke', 'Fulton', 'Forsyth', 'Clayton'],
  founded: { year: 2025, season: 'Summer' },
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/refinedresin' },
    { label: 'Facebook', href: 'https://www.facebook.com/refinedresin' },
  ],
  hours: 'Mon–Fri 8am–6pm, Sat 9am–2pm',
}

/** The product spec's claims and marketing figures. */
export const claims = {
  clientsServed: '20+',
  established: 'Est. 2025',
  launch: 'Summer 2025 launch',
  /** Worded by each language (decision 039); the home's stat says "2-3 Days". */
  averageInstall: { min: 2, max: 3, unit: 'day' } satisfies Span,
  estimatorAverageInstallDays: 2.3,
  licensedAndInsured: true,
  sqftPoured: '15K',
  onTimeRate: '98%',
  under72HoursRate: '90%',
  zeroRepairsFirst3Years: '98%',
  materials: 'Low-VOC, domestically made materials',
  freeMaintenanceCheckMonths: 6,
  activeProjects: 3,
  projectsThisMonth: 18,
  onSchedule: '100%',
  installationsThisQuarterStart: 20,
  estimateMinutes: 3,
} as const
