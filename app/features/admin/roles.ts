/** Console roles (the values of staff_accounts.role; owner.server.ts checks they match the schema). */
export type StaffRole = 'owner' | 'staff'

export const roleLabels: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' }
