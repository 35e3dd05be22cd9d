import { describe, expect, it } from 'vitest'
import { company } from '~/content/business'
import { mailWords } from '~/content/en/mails'
import { digestMail } from './mails'
import { careItems, careMail, preparationItems, preparationMail } from './reminder-mails.server'

const reviewRequest = {
  withLink: mailWords.care.reviewWithLink,
  withoutLink: mailWords.care.reviewWithoutLink,
}

const booking = {
  id: '5b0c4a52-64f4-4a51-9a8e-1f0e3f6a9d11',
  customerName: 'Dana Whitfield',
  projectAddress: '412 Peachtree Ln, Buford, GA 30518',
  startDate: '2026-12-04',
  endDate: '2026-12-06',
}
const siteUrl = 'https://refinedresin.example'

describe('the preparation mail', () => {
  const mail = preparationMail('en', booking)

  it('names the day, the address and the block', () => {
    expect(mail.subject).toBe('Your install starts December 4, 2026: how to get ready')
    expect(mail.text).toContain('Hello Dana Whitfield,')
    expect(mail.text).toContain('412 Peachtree Ln, Buford, GA 30518 on December 4, 2026')
    expect(mail.text).toContain('Fri, Dec 4 – Sun, Dec 6, 2026')
  })

  it('holds the whole checklist with the spec’s figures', () => {
    for (const item of preparationItems('en')) expect(mail.text).toContain(`- ${item}`)
    expect(mail.text).toContain('Clear the space')
    expect(mail.text).toContain('No vehicles for 72 hours')
    expect(mail.text).toContain('light foot traffic after 24-48 hours and reaches full cure in 7 days')
    expect(mail.text).toContain('Epoxy cures best at 60-80°F')
    expect(mail.text).toContain(company.phone)
  })

  it('carries the customer’s booking page when given its link', () => {
    expect(mail.text).not.toContain('Your booking page')
    const withLink = preparationMail('en', booking, { bookingLink: `${siteUrl}/booking/tok` })
    expect(withLink.text).toContain(`Your booking page: ${siteUrl}/booking/tok`)
    expect(withLink.text).toContain('ask to move to another block or cancel')
  })
})

describe('the care mail', () => {
  it('holds the care guide, its links and the review link when one is set', () => {
    const mail = careMail('en', booking, { siteUrl, reviewUrl: 'https://g.page/r/refined-resin/review' })
    expect(mail.subject).toBe('Caring for your new floor')
    for (const item of careItems('en')) expect(mail.text).toContain(`- ${item}`)
    expect(mail.text).toContain('https://refinedresin.example/article/metallic-epoxy-floor-care')
    expect(mail.text).toContain('https://refinedresin.example/floor-care')
    expect(mail.text).toContain('5-year finish warranty')
    expect(mail.text).toContain('free maintenance check 6 months after the install')
    expect(mail.text).toContain(`${reviewRequest.withLink}\nhttps://g.page/r/refined-resin/review`)
  })

  it('without a review link, asks for a reply instead and shows no link sentence', () => {
    const mail = careMail('en', booking, { siteUrl })
    expect(mail.text).toContain(reviewRequest.withoutLink)
    expect(mail.text).not.toContain(reviewRequest.withLink)
  })
})

describe('the staff digest', () => {
  const base = {
    date: '2026-11-24',
    since: new Date('2026-11-23T12:00:00Z'),
    until: new Date('2026-11-24T12:00:00Z'),
    siteUrl,
    timeZone: 'America/New_York',
  }

  it('lists each lead with its kind, time in Atlanta and console link, and the week’s installs', () => {
    const mail = digestMail({
      ...base,
      leads: [
        {
          kind: 'contact',
          id: 'c1',
          name: 'Ari Moss',
          email: 'ari@example.com',
          summary: 'Garage floor,\n two cars',
          createdAt: new Date('2026-11-23T20:15:00Z'),
        },
      ],
      installs: [
        {
          bookingId: 'b1',
          customerName: 'Dana Whitfield',
          customerEmail: 'dana@example.com',
          customerPhone: '(470) 555-0199',
          projectAddress: booking.projectAddress,
          projectSize: 1200,
          projectType: 'residential',
          startDate: '2026-11-27',
          endDate: '2026-11-29',
        },
      ],
    })
    expect(mail.subject).toBe('Daily digest, November 24, 2026: 1 new lead, 1 install this week')
    expect(mail.text).toContain('New leads since Mon, Nov 23, 7:00 AM:')
    expect(mail.text).toContain('- Mon, Nov 23, 3:15 PM · Contact message · Ari Moss <ari@example.com>')
    expect(mail.text).toContain('"Garage floor, two cars"')
    expect(mail.text).toContain('https://refinedresin.example/admin/leads/contact/c1')
    expect(mail.text).toContain(
      '- Fri, Nov 27 – Sun, Nov 29, 2026 · Dana Whitfield <dana@example.com> · (470) 555-0199',
    )
    expect(mail.text).toContain('1,200 sq ft residential')
  })

  it('says so when there is nothing new', () => {
    const mail = digestMail({ ...base, leads: [], installs: [] })
    expect(mail.subject).toBe('Daily digest, November 24, 2026: 0 new leads, 0 installs this week')
    expect(mail.text).toContain('No new leads.')
    expect(mail.text).toContain('No confirmed installs in the next 7 days.')
  })
})
