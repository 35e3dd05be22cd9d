/** Length bounds: generous for people, small enough that nobody can store a novel. */
export const limits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  company: 150,
  territory: 150,
  about: 3000,
  url: 500,
} as const
