import { commercialPlans, floorCareClub, partners } from './business'
import { percent, sqft, usd, usdThousands } from './format'
import { live } from './live'

/**
 * The copy of the partner and maintenance-program pages (partnerships, builders, architects,
 * commercial facilities), built from the programs' figures in business/programs.ts.
 */

export const partnershipsCopy = live(
  () =>
    ({
      lead: 'Builders, architects and facility teams who want floors delivered on schedule, every time.',
      heroStats: [
        { value: String(partners.heroStats.builderAlliances), label: 'Builder Alliances' },
        { value: String(partners.heroStats.recurringDevelopers), label: 'Recurring Developers' },
        { value: String(partners.heroStats.missedDeadlines), label: 'Missed Deadlines' },
      ],
      applyToPartner: { label: 'Apply to Partner', href: '/contact?interest=partnership' },
      requestSpecSheet: {
        label: 'Request Spec Sheet',
        href: `/contact?interest=partnership&message=${encodeURIComponent('Please send me your spec sheet.')}`,
      },
      audiences: [
        {
          title: 'Builders & Contractors',
          text: `Tiered discounts up to ${percent(partners.builderTiers.at(-1)?.discount ?? 0)}, net-${partners.netTermsDays} terms and quotes within ${partners.quoteWithinHours} hours.`,
          href: '/builders-contractors',
          cta: 'Builder program',
        },
        {
          title: 'Architects & Designers',
          text: `Specification support, finish samples within ${partners.architectSamplesBusinessDays} business days and spec sheets.`,
          href: '/architects-designers',
          cta: 'Designer program',
        },
        {
          title: 'Commercial Facilities',
          text: `Maintenance plans from ${usd(commercialPlans.plans[0].pricePerMonth)}/mo with scheduled inspections.`,
          href: '/commercial-facilities',
          cta: 'Facility plans',
        },
      ],
      valueLoop: {
        title: 'The Value Loop',
        intro: 'Every floor we pour for your clients keeps paying back.',
        steps: [
          { title: 'Install', text: 'We pour on your schedule, with zero missed deadlines.' },
          { title: 'Maintain', text: 'Inspections and care keep the floor like new.' },
          { title: 'Renew', text: 'Topcoat renewals extend the life of every floor.' },
          { title: 'Refer', text: 'Happy clients refer the next project, and you earn.' },
        ],
        cta: { label: 'Join the Loop', href: '/partner-application' },
      },
      referral: {
        title: 'Referral Program',
        intro: `Earn ${percent(partners.referralCommissionRate)} commission on every referred project that installs.`,
        rateLabel: percent(partners.referralCommissionRate),
        tiers: partners.referralTiers.map((t) => ({
          name: t.name,
          threshold: t.threshold === 0 ? usd(0) : usdThousands(t.threshold),
        })),
        tierNote: 'Tiers by total referred project value.',
      },
      calculator: {
        title: 'Referral earnings calculator',
        projectsLabel: 'Number of projects',
        valueLabel: 'Average project value ($)',
        resultLabel: 'Your estimated earnings',
        invalidHint: 'Enter a positive number of projects and a project value to see your earnings.',
        formula: `Earnings = projects × average value × ${percent(partners.referralCommissionRate)}`,
      },
      startReferring: {
        label: 'Start Referring',
        href: `/contact?interest=partnership&message=${encodeURIComponent('I would like to start referring projects.')}`,
      },
      viewPolicy: { label: 'View Policy', href: '/terms' },
      portal: {
        title: 'Partner Portal',
        badge: 'Coming soon',
        text: 'Track referrals, payouts and project status in one place. The portal is coming soon; until then, your partner manager sends a monthly statement.',
      },
    }) as const,
)

export const buildersCopy = {
  lead: `Tiered discounts, commission up to ${partners.commissionUpTo} and paperwork on your timeline.`,
  tiersTitle: 'Partner tiers',
  tiers: partners.builderTiers.map((t) => ({
    name: t.name,
    projects: `${t.projectsPerYear} projects a year`,
    discount: `${percent(t.discount)} discount`,
  })),
  commission: `Commission up to ${partners.commissionUpTo} on referred projects.`,
  benefitsTitle: 'What you get',
  benefits: [
    { title: `Net-${partners.netTermsDays} terms`, text: 'Net-30 payment terms for established partners.' },
    {
      title: `Quotes within ${partners.quoteWithinHours} hours`,
      text: 'Send plans or a walkthrough and get a written quote the next day.',
    },
    {
      title: `Insurance certificate within ${partners.insuranceCertificateWithinHours} hours`,
      text: `Certificates of insurance naming you as additional insured, with ${partners.generalLiability} general liability.`,
    },
    {
      title: 'Schedule you can build around',
      text: 'Install blocks booked to your construction schedule, with zero missed deadlines.',
    },
  ],
  apply: { label: 'Apply as a Builder Partner', href: '/partner-application' },
  specSheet: { label: 'View Spec Sheet', href: '/spec-sheet' },
} as const

export const architectsCopy = {
  lead: 'Specify resin floors with confidence: data, samples and a crew that installs what you drew.',
  programTitle: 'The program',
  program: [
    {
      title: 'Specification support',
      text: 'We help write the floor section of your spec: system, thickness, slip resistance and finish.',
    },
    {
      title: `Samples within ${partners.architectSamplesBusinessDays} business days`,
      text: 'Physical finish samples, metallic and flake, delivered to your studio for client presentations.',
    },
    { title: 'Technical data', text: 'Mix ratios, cure times and service temperatures on one spec sheet.' },
    { title: 'Custom colorways', text: 'Match a palette or brand color with a custom metallic blend.' },
  ],
  specSheet: { label: 'View Spec Sheet', href: '/spec-sheet' },
  requestSamples: {
    label: 'Request Samples',
    href: `/contact?interest=partnership&message=${encodeURIComponent('Please send finish samples to our studio.')}`,
  },
  apply: { label: 'Apply as a Design Partner', href: '/partner-application' },
} as const

export const commercialCopy = live(
  () =>
    ({
      lead: 'Maintenance plans that keep commercial and industrial floors safe, clean and under warranty.',
      plansTitle: 'Maintenance plans',
      plans: commercialPlans.plans.map((p) => ({
        name: p.name,
        price: p.pricePerMonth == null ? 'Custom' : `${usd(p.pricePerMonth)}/mo`,
        coverage: p.sqft == null ? 'Any size facility' : `Up to ${sqft(p.sqft)}`,
        features: [
          p.inspection,
          `${percent(p.repairDiscount)} off ${p.name === 'Industrial' ? 'major work' : 'repairs'}`,
          ...('emergencyResponseHours' in p ? [`${p.emergencyResponseHours}-hour emergency response`] : []),
        ],
      })),
      scheduling: `Visits are scheduled ${commercialPlans.schedulingDaysAhead} days ahead, with an email reminder ${commercialPlans.reminderWeeksBefore} weeks before each visit.`,
      comparison: {
        title: '10-year cost comparison',
        rows: [
          { label: 'Without a plan', value: commercialPlans.tenYearComparison.withoutPlan },
          { label: 'With the Professional plan', value: commercialPlans.tenYearComparison.withProfessional },
        ],
        saving: commercialPlans.tenYearComparison.saving,
        format: (amount: number) => usd(amount),
      },
      floorCare: {
        label: 'Residential? See the Floor Care Club',
        href: '/floor-care',
        note: `Homeowners: the Floor Care Club starts at ${usd(floorCareClub.priceLaunch)}/${floorCareClub.period}.`,
      },
      contact: {
        label: 'Request a Facility Assessment',
        href: `/contact?interest=commercial&message=${encodeURIComponent('I would like a maintenance plan for our facility.')}`,
      },
    }) as const,
)
