/** Status lists the console's pages render (kept apart from the schema so no database code reaches the browser). */
export const bookingStatusList = ['pending', 'confirmed', 'declined', 'cancelled'] as const
export const mailStateList = ['unsent', 'sent', 'failed'] as const
