/**
 * The careers page, in English (decision 039): ICU messages its loader formats. The roles themselves
 * are the owner's content, written in each language they publish.
 */
export const careers = {
  title: 'Careers | Refined Resin',
  description:
    'Join a craft-first epoxy flooring crew in {region}: installer, lead installer, estimator and content roles.',
  headline: 'Build a Career in Craft',
  lead: 'We are hiring people who take pride in a perfect pour.',
  applyNow: 'Apply Now',
  perksTitle: 'Why crews stay',
  perks: [
    {
      title: 'Paid training',
      text: 'Hands-on training in grinding, chemistry and metallic technique, paid from day one.',
    },
    {
      title: 'Weekend-focused schedule',
      text: 'Most pours run as 3-day blocks, so you know your week in advance.',
    },
    { title: 'Performance bonuses', text: 'Installer roles earn bonuses for on-time, zero-callback jobs.' },
    {
      title: 'Room to grow',
      text: 'Apprentices become lead installers; we promote from our own crews first.',
    },
    { title: 'Quality tools', text: 'Professional grinders, vacuums and safety gear provided.' },
    {
      title: 'Craft you can see',
      text: 'Every floor is photographed and credited to the crew that poured it.',
    },
  ],
  rolesTitle: 'Open roles',
  rolesIntro: 'Open a role to read it and apply. Fields marked * are required.',
  requirementsTitle: 'What you bring',
  applyFor: 'Apply for',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    resume: 'Resume (PDF)',
    videoUrl: 'Video pitch link',
  },
  videoHint: 'Optional: a link to a 30–60 second video pitch about you (YouTube, Loom, Drive...).',
  resumeHint: 'PDF only, up to {maxMb} MB.',
  submit: 'Submit Application',
  sending: 'Sending...',
  success: {
    title: 'Application Received!',
    description: 'We respond within {hours} hours. Check your email.',
  },
  honeypot: 'Leave this field empty',
  outcome: { rateLimited: 'Too many submissions', invalid: 'Not sent yet', failed: 'Not sent' },
}

export type CareersCopy = typeof careers
