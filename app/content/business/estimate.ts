/**
 * The estimate formula and booking figures.
 */

/** The estimator's formula. */
export const estimator = {
  baseRateLow: 6.75,
  baseRateHigh: 9.5,
  materialShare: 0.4,
  laborShare: 0.6,
  spaceFactors: { garage: 1, patio: 1.1, basement: 1.05, commercial: 1.2, warehouse: 1.15 },
  finishMultipliers: { 'metallic-copper': 1.3, 'gunmetal-flake': 1.15, 'storm-grey': 1, custom: 1.4 },
  /** Estimated days: below each bound, that many days; otherwise `maxDays`. */
  dayThresholds: [
    { below: 500, days: 2 },
    { below: 1500, days: 3 },
    { below: 3000, days: 4 },
  ],
  maxDays: 5,
  sqft: { min: 100, max: 5000, step: 50, default: 400 },
  zipcodeLength: 5,
  countUp: { durationMs: 1500, ticks: 60 },
  confirmationDelayMs: 3000,
  priceLockDays: 30,
  callbackHours: 24,
}

export const booking = {
  blockDays: 3,
  minProjectSqft: 100,
  contactWithinHours: 24,
  requestsPerIpPerHour: 5,
  /**
   * The customer's booking page (decision 024): the changes (notes and photos, a move, a cancel) one
   * booking may take an hour, whichever of its links they come through, and one address may post.
   */
  pageActionsPerBookingPerHour: 20,
  pageActionsPerIpPerHour: 30,
  /** Notes a customer may leave on one booking, all told (2,000 characters each). */
  customerNotesMax: 20,
} as const

/** The deposit when payments are configured and the owner has not set one: $250.00 (decision 041). */
export const depositDefault = { kind: 'fixed', amountCents: 25_000 } as const
