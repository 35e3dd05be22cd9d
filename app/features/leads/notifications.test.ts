import { describe, expect, it } from 'vitest'
import { company } from '~/content/business'
import { staffNotification, visitorAcknowledgement } from './notifications'

const lead = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'job' as const,
  name: 'Sam\r\nBcc: victim@example.com',
  email: 'sam@example.com',
  sourcePage: '/careers',
  fields: { role: 'lead-installer', name: 'Sam', phone: '470-555-0100', videoUrl: '' },
}

describe('lead mail', () => {
  it('tells the staff every field, the role and where the lead came from', () => {
    const mail = staffNotification(lead, 'staff@example.com')
    expect(mail.to).toBe('staff@example.com')
    expect(mail.subject).toContain('job application for Lead Installer')
    expect(mail.text).toContain('/careers')
    expect(mail.text).toContain('phone: 470-555-0100')
    expect(mail.text).not.toContain('videoUrl')
    expect(mail.text).toContain(lead.id)
  })

  it('never lets visitor text add a header line', () => {
    expect(staffNotification(lead, 's@example.com').subject).not.toMatch(/[\r\n]/)
    expect(visitorAcknowledgement(lead).subject).not.toMatch(/[\r\n]/)
  })

  it('acknowledges the visitor with the response time of the form they used', () => {
    expect(visitorAcknowledgement(lead).text).toContain('within 48 hours')
    const contact = visitorAcknowledgement({ ...lead, kind: 'contact', fields: {} })
    expect(contact.to).toBe('sam@example.com')
    expect(contact.text).toContain('under 2 hours on business days')
    expect(contact.text).toContain(company.phone)
    const partner = visitorAcknowledgement({ ...lead, kind: 'partner', fields: { companyName: 'X' } })
    expect(partner.text).toContain('2 business days')
  })
})
