import { responseTimes } from './business'

export const careersCopy = {
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
  resumeHint: 'PDF only, up to 5 MB.',
  submit: 'Submit Application',
  sending: 'Sending...',
  success: {
    title: 'Application Received!',
    description: `We respond within ${responseTimes.jobApplicationHours} hours. Check your email.`,
  },
} as const
