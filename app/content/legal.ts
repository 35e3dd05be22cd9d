import { company, floorCareClub, pricingGuide, responseTimes, warranty } from './business'

/** A section of a legal or information page: a heading, paragraphs and an optional list. */
export type LegalSection = { heading: string; paragraphs: readonly string[]; list?: readonly string[] }

export const legalUpdated = '2026-11-01'

export const privacySections: readonly LegalSection[] = [
  {
    heading: 'What we store, and why',
    paragraphs: [
      `${company.legalName} keeps only what you send us through this site, so we can answer you and do the work you ask for. We do not sell or rent it, and we use no advertising or analytics trackers.`,
    ],
    list: [
      'Booking requests: your name, email, optional phone, project address, square footage, project type, preferred finish, notes and the install block you chose, so we can confirm the block and plan the job.',
      'Form submissions: what you type into the contact form, the partner application and job applications (including an uploaded résumé and an optional video link), so the right person can reply.',
      `Chat transcripts: the messages you exchange with ${company.assistantName}, our floor-expert assistant, so staff can follow up on questions it could not answer and improve its answers.`,
      'Your estimator choice: the "Get garage design tips + project discounts" checkbox is saved in your own browser\'s local storage only. It never reaches our servers; clear your browser storage to remove it.',
      'Emails we send you: a copy of each confirmation we email is kept in our outbox so we can resend it if it goes astray.',
    ],
  },
  {
    heading: 'What we do not collect',
    paragraphs: [
      'We set no tracking or advertising cookies. Estimates are calculated in your browser and are not sent to us unless you book or write to us. We do not use your information for automated decisions.',
    ],
  },
  {
    heading: 'Technical records',
    paragraphs: [
      'To stop spam and abuse, our server counts requests per network address for a short window (minutes to an hour) and then forgets them. Staff who sign in to our console receive a session cookie; visitors never do.',
    ],
  },
  {
    heading: 'Where you came from',
    paragraphs: [
      'When you arrive from another website or through a link with campaign tags (utm_source and the like), our own server notes that site’s domain, the tags and the page you landed on in a first-party cookie (rr_src, kept 90 days), and stores it with any request you then send us, so we know which ads and neighbourhood posts work. No third-party script reads it and it never leaves our site.',
    ],
  },
  {
    heading: 'Who sees it',
    paragraphs: [
      'Only Refined Resin staff who handle your request. If you ask for an AI-generated chat answer, your messages are sent to the language-model provider that powers the assistant, solely to produce that answer. Email is delivered through our mail provider.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Leads, bookings and chat transcripts are kept while we are working with you and for as long as your warranty lasts, so we can honor it. Job applications are kept for one year. Anything else is deleted when we no longer need it, or sooner when you ask.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      `Email ${company.email} or call ${company.phone} to see, correct or delete what we hold about you. We answer within 2 business days and confirm once it is done.`,
    ],
  },
]

const { terms } = warranty

export const termsSections: readonly LegalSection[] = [
  {
    heading: 'Estimates',
    paragraphs: [
      'Online estimates are ranges calculated from the figures you enter. The price we quote after seeing your slab may differ with its condition and the design you choose. Material pricing is locked for 30 days from a booking.',
    ],
  },
  {
    heading: 'Deposits and cancellation',
    paragraphs: [
      `Deposits are fully refundable if you cancel at least ${pricingGuide.depositRefundableDaysBefore} days before your install date. Cancelling later forfeits ${Math.round(pricingGuide.lateCancellationForfeit * 100)}% of the deposit, which covers materials mixed and crew time already committed to your block.`,
      `Standard bookings are ${pricingGuide.standardLeadTime} out. Priority and emergency installs carry the surcharges shown in our pricing guide.`,
    ],
  },
  {
    heading: 'Warranty',
    paragraphs: [
      `Our floors carry a ${terms.materialAdhesion} warranty on material adhesion, a ${terms.colorRetentionYears}-year warranty on color retention, and a ${terms.workmanshipSatisfactionDays}-day satisfaction guarantee on workmanship. What each warranty covers and excludes, and how to file a claim, is set out on the warranty page.`,
      `Floor Care Club members keep their finish warranty extended to ${floorCareClub.warrantyYearsWithMembership} years while the membership is active.`,
    ],
  },
  {
    heading: 'Partner referrals',
    paragraphs: [
      'Referral commissions are paid on completed, fully paid projects that a partner referred in writing before our first contact with the client. Tier thresholds count paid project value within a calendar year.',
    ],
  },
  {
    heading: 'Using this site',
    paragraphs: [
      `Content on this site is for general information. Chat answers from ${company.assistantName} are guidance, not a binding quote. Do not submit anything unlawful or another person's data without their consent.`,
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      `${company.legalName}, ${company.base.city}, ${company.base.state}. ${company.email}, ${company.phone}.`,
    ],
  },
]

export const accessibilitySections: readonly LegalSection[] = [
  {
    heading: 'Our target',
    paragraphs: [
      'We aim for this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is real HTML that works with a keyboard, a screen reader and with JavaScript turned off; every page is tested automatically with axe, including color contrast, before it ships.',
    ],
  },
  {
    heading: 'What we have done',
    paragraphs: ['A few of the measures in place:'],
    list: [
      'A skip link, a logical heading order and labelled landmarks on every page.',
      'Visible focus on every link, button and form control, and no keyboard traps.',
      'Forms that name every field, say exactly what is wrong, and keep what you typed.',
      'Animations that stop when your device asks for reduced motion.',
      'Charts with a data table alongside, and images with alt text that describes them.',
    ],
  },
  {
    heading: 'Known limits',
    paragraphs: ['We know of these gaps and are working on them:'],
    list: [
      'Our project pictures are artwork standing in for photographs; the alt text describes the finish, not the specific room.',
      'The instant estimator and the ROI calculator need JavaScript to update as you move their controls; without it, the ROI calculator updates when you press its Update button.',
      `Answers from ${company.assistantName}, the chat assistant, are generated text and may not be perfectly structured for every screen reader.`,
      'Downloadable PDFs (quotes and the spec sheet) are tagged with a title and language but are not fully tagged PDF/UA documents.',
    ],
  },
  {
    heading: 'Tell us about a barrier',
    paragraphs: [
      `If anything on this site is hard to use, email ${company.email} or call ${company.phone}. Tell us the page and what happened. We respond within ${responseTimes.accessibilityFeedbackBusinessDays} business days, and we will give you the information you need another way in the meantime.`,
    ],
  },
]
