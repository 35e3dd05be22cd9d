/**
 * The privacy, terms and accessibility pages in English (decision 039): ICU messages their loader
 * formats with the figures the software works by (`dataRetention`, the published terms). English
 * governs; another language's pages say so (`notice`, with a link to the English page).
 */
export const legal = {
  updated: 'Last updated {date, date, medium}',
  notice:
    'This is a translation for your convenience. If it differs from the English version, the English text governs.',
  englishVersion: 'Read the English version',
  privacy: {
    title: 'Privacy Policy | Refined Resin',
    description: 'What Refined Resin stores when you use this site, why, and how to have it removed.',
    headline: 'Privacy Policy',
    lead: 'What this site stores about you, why, who sees it and how to have it removed.',
    sections: [
      {
        heading: 'What we store, and why',
        paragraphs: [
          '{legalName} keeps only what you send us through this site, so we can answer you and do the work you ask for. We do not sell or rent it, and we use no advertising or analytics trackers.',
        ],
        list: [
          'Booking requests: your name, email, optional phone, project address, square footage, project type, preferred finish, notes, the install block you chose and, if you came from the estimator, the estimate with its ZIP code, so we can confirm the block and plan the job.',
          'Photos of your floor: pictures you attach to the contact form, a booking request or your booking page. We store them resized, with their location and camera data removed, and only our staff can see them.',
          'Form submissions: what you type into the contact form, the partner application and job applications (including an uploaded résumé and an optional video link), so the right person can reply.',
          'Chat transcripts: the messages you exchange with {assistant}, our floor-expert assistant, so staff can follow up on questions it could not answer and improve its answers.',
          'Your estimator choice: the "Get garage design tips + project discounts" checkbox is saved in your own browser\'s local storage only. It never reaches our servers; clear your browser storage to remove it.',
          'Emails we send you: a copy of each email we send is kept in our outbox so we can resend it if it goes astray.',
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
        paragraphs: ['Our software deletes some things on its own, every day:'],
        list: [
          'Job applications, with the résumé and our notes on them, are deleted {jobYears, plural, one {one year} other {# years}} after they arrive.',
          'Submissions our spam trap catches (forms, booking requests and chats) are deleted after {spamDays} days.',
          'Booking requests, contact messages, partner applications, chat transcripts and copies of our emails are kept until you ask us to erase them: we need them to honor your warranty and to answer you when you come back to us.',
          'Backups: every night we save a copy of our whole database and keep the last {backups}, so each copy is deleted after {backups} days. Anything deleted or erased leaves our backups within {backups} days.',
        ],
      },
      {
        heading: 'Erasing your information',
        paragraphs: [
          'Email {email} or call {phone} and ask us to erase your information, giving the email address you used with us (you can ask to see or correct it the same way). We answer within 2 business days. We look up everything stored under that address and erase:',
        ],
        list: [
          'your contact messages, partner and job applications and résumés;',
          'your name, email, phone, address and notes on every booking request, and the ZIP code of its estimate; the notes you added on your booking page go too, and its link stops working;',
          'the photos of your floor you sent us;',
          'the text of every chat in which you gave us that email address, or a phone number you gave us with it, and the name, email and phone you left there for us to call you back (we cannot tell which other chats were yours);',
          'our notes about you, and the copies of emails we sent to you or about you.',
        ],
      },
      {
        heading: 'What stays after an erasure',
        paragraphs: [
          "Only what holds no one's details: that a booking took a given block, with its size, floor type and status, and the dates and kinds of messages we received, so our calendar and our figures stay correct. Our records note that an erasure was made, without your address.",
          'We then email you at that address to say what was erased, and keep that one email as the record that we did it.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of Service | Refined Resin',
    description: 'Terms for estimates, bookings, deposits, cancellations and warranties at Refined Resin.',
    headline: 'Terms of Service',
    lead: 'The terms for estimates, bookings, deposits, cancellations, warranties and partner referrals.',
    sections: [
      {
        heading: 'Estimates',
        paragraphs: [
          'Online estimates are ranges calculated from the figures you enter. The price we quote after seeing your slab may differ with its condition and the design you choose. Material pricing is locked for 30 days from a booking.',
        ],
      },
      {
        heading: 'Deposits and cancellation',
        paragraphs: [
          'Deposits are fully refundable if you cancel at least {refundDays} days before your install date. Cancelling later forfeits {forfeit} of the deposit, which covers materials mixed and crew time already committed to your block.',
          'Standard bookings are {leadTime} out. Priority and emergency installs carry the surcharges shown in our pricing guide.',
        ],
      },
      {
        heading: 'Warranty',
        paragraphs: [
          'Our floors carry a {adhesion} warranty on material adhesion, a {colorYears}-year warranty on color retention, and a {satisfactionDays}-day satisfaction guarantee on workmanship. What each warranty covers and excludes, and how to file a claim, is set out on the warranty page.',
          'Floor Care Club members keep their finish warranty extended to {clubYears} years while the membership is active.',
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
          "Content on this site is for general information. Chat answers from {assistant} are guidance, not a binding quote. Do not submit anything unlawful or another person's data without their consent.",
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['{legalName}, {city}, {state}. {email}, {phone}.'],
      },
    ],
    seeAlso: 'See also the {warranty} and our {privacy}.',
    warrantyLink: 'warranty details and claim guide',
    privacyLink: 'privacy policy',
  },
  accessibility: {
    title: 'Accessibility Statement | Refined Resin',
    description: 'Our accessibility target (WCAG 2.2 AA), known limits, and how to reach us about a barrier.',
    headline: 'Accessibility Statement',
    lead: 'Everyone should be able to price, book and learn about a floor on this site. Here is where we stand.',
    sections: [
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
          'Answers from {assistant}, the chat assistant, are generated text and may not be perfectly structured for every screen reader.',
          'Downloadable PDFs (quotes and the spec sheet) are tagged with a title and language but are not fully tagged PDF/UA documents.',
        ],
      },
      {
        heading: 'Tell us about a barrier',
        paragraphs: [
          'If anything on this site is hard to use, email {email} or call {phone}. Tell us the page and what happened. We respond within {feedbackDays} business days, and we will give you the information you need another way in the meantime.',
        ],
      },
    ],
    emailFeedback: 'Email accessibility feedback',
    emailSubject: 'Accessibility feedback',
    call: 'Call {phone}',
  },
}

export type LegalCopy = typeof legal
