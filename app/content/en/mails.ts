/**
 * The customer's mails and calendar invitations in English (decision 039): ICU messages that one
 * implementation per mail formats with the booking's facts and dates (the language is a parameter).
 * Every language's catalog has these keys (app/content/es/mails.ts, typed against this one). Staff
 * mails stay English and are not here.
 */
export const mailWords = {
  hello: 'Hello {name},',
  signature: '{company}\n{phone}\n{email}',
  bookingPage: 'Your booking page: {link}',
  bookingPageAbout:
    'There you can see its status, add notes and photos of the floor, ask to move to another block or cancel. Keep the link to yourself; it works until 30 days after the install.',
  acknowledgement: {
    subject: 'Your install block request: {range}',
    hello: 'Hi {name},',
    thanks: 'Thanks for requesting the install block {range} with {company}. We have put it on hold for you.',
    next: 'What happens next:',
    call: '1. We will call or email you within {hours} hours to confirm the block and talk through your floor.',
    confirm:
      '2. Once we confirm, the block is booked for you and we send the prep checklist for install day.',
    change:
      '3. If the dates no longer suit you, ask to move to another block or cancel from your booking page.',
    request: 'Your request:',
    dates: '- Dates: {range} ({days} days)',
    address: '- Address: {address}',
    project: '- Project: {project}',
    finish: '{finish} finish',
    estimate: '- Estimate: {estimate} (price locked until {until})',
    reference: '- Reference: {id}',
    questions: 'Questions? Call {phone} or reply to this email.',
  },
  decision: {
    range: '{start} to {end}',
    movedSubject: 'Your installation has moved: {range}',
    moved:
      'We moved your {days}-day installation block to {range}, at {address}. {oldRange} is no longer held for you. The new calendar invite is attached.',
    moveDeclinedSubject: 'We cannot move your installation to {range}',
    moveDeclined:
      'We cannot install during {range}, so your installation stays as it was: {oldRange}. You can ask for another block from your booking page or call us.',
    confirmedSubject: 'Your installation is confirmed: {range}',
    confirmed:
      'Your {days}-day installation block is confirmed: {range}, at {address}. The calendar invite is attached. We will call you before the first day to go over preparation.',
    cancelledSubject: 'Your installation has been cancelled: {range}',
    cancelled:
      'Your installation block {range} has been cancelled and the calendar invite withdrawn. Call us to choose another block.',
    declinedSubject: 'We cannot take the block you requested: {range}',
    declined:
      'Thank you for your request. We cannot install during {range}. Please choose another block at {schedule} or call us and we will find a date together.',
  },
  cancelledByCustomer: {
    subject: 'You cancelled your install block: {range}',
    text: 'You cancelled your install block {range} at {address}. The block is open again and our team has been told.',
    withdrawn: ' The calendar invite is withdrawn.',
    again: 'To book again, choose a block at {schedule} or call us at {phone}.',
  },
  moveRequested: {
    subject: 'Your request to move your install: {newRange}',
    text: 'We got your request to move your install from {oldRange} to {newRange}. We will confirm or decline it soon; {oldRange} stays held for you until we do.',
  },
  invitation: {
    title: '{company} floor installation',
    description: 'Your {company} installation block, {start} to {end}. Questions: {phone}.',
  },
  preparation: {
    subject: 'Your install starts {start}: how to get ready',
    arrives: 'Our crew arrives at {address} on {start} for your {days}-day install ({range}).',
    intro: 'A few things to do before we arrive, so the crew can start on time:',
    items: [
      'Clear the space: move everything off the floor, including anything stored along the walls, so we can work wall to wall.',
      'No vehicles for {vehicleHours} hours: park elsewhere for the whole {days}-day install block, from the morning of the first day.',
      'Plan for the cure: the new floor takes light foot traffic after {lightTraffic} and reaches full cure in {fullCureDays} days. Until then, no vehicles, heavy furniture or rugs on it.',
      'Epoxy cures best at {cureTemperature}. If the space is unheated or very cold or hot, tell us before the install so we can plan the cure.',
    ],
    questions: 'Questions, or a change of plans? Call {phone} or reply to this email.',
  },
  care: {
    subject: 'Caring for your new floor',
    intro:
      'Your floor has now had the {fullCureDays} days it needs to reach full cure, so vehicles, heavy furniture and rugs can go back on it. Here is the routine that keeps it looking new:',
    items: [
      'Dust mop every few days with a clean microfiber mop; grit is what wears a floor.',
      'Every week or two, mop with warm water and a small amount of pH-neutral floor cleaner. Avoid soap-based cleaners, vinegar, citrus cleaners, scouring pads and steam mops.',
      'Put felt pads under furniture and lift heavy things instead of dragging them.',
      'Wipe up brake fluid, battery acid, solvents and pool chemicals right away.',
      'On muggy days a garage floor can sweat: close the door, run a fan, and dry it with a squeegee.',
    ],
    guide: 'The full guide: {link}',
    warranty:
      'Your {warrantyLabel} is transferable, and the first year includes crack repair and touch-up. We will be back for your free maintenance check {checkMonths} months after the install.',
    club: 'Want us to look after it? The Floor Care Club (quarterly inspections, {discount} off extra work, warranty extended to {clubYears} years) is open to you at install or within the first year.',
    reviewWithLink:
      'If you are happy with your floor, would you leave us a short review? It helps neighbors find us:',
    reviewWithoutLink: 'If you are happy with your floor, reply to this email and tell us how we did.',
    thanks: 'Thank you for choosing {company}.',
  },
  /** The finish as the booking page lists it, by its code: the language's case and word order. */
  pageFinish:
    '{finish, select, metallic {Metallic finish} flake {Flake finish} solid {Solid finish} other {Custom finish}}',
  /** The day an estimate's price is locked until, on the booking page. */
  lockedUntil: '{day}',
  /** A visitor's acknowledgement of a contact message, a job application or a partner application. */
  lead: {
    hello: 'Hi {name},',
    subject: {
      contact: 'We got your message — {company}',
      job: 'We received your application for {role} — {company}',
      partner: 'We received your partner application — {company}',
    },
    received: {
      contact:
        'Thanks for reaching out to {company}. We received your message. We answer under {response} on business days.',
      job: 'Thanks for reaching out to {company}. We received your application for {role}. We respond within {hours} hours.',
      partner:
        'Thanks for reaching out to {company}. We received your partner application. We review every application within {days} business days.',
    },
    urgent: {
      contact: 'If it is urgent, call or text us at {phone}.',
      job: 'If it is urgent, call or text us at {phone}.',
      partner: 'If it is urgent, call or text us at {phone}.',
    },
    team: '— The {company} team',
  },
}
