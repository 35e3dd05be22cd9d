/**
 * The business's facts, once. Every page, PDF, email and the chat assistant read
 * their figures from here, so a change of price or phone number is one edit.
 *
 * The product spec gives conflicting readings for three facts (warranty term,
 * partner commission, install duration). Each page shows the reading the spec
 * gives for that page; all readings sit side by side in business/readings.ts so the
 * business can reconcile them in one edit.
 */

export * from './company'
export * from './estimate'
export * from './operations'
export * from './programs'
export * from './readings'
export * from './reminders'
