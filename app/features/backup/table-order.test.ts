import { describe, expect, it } from 'vitest'
import { dependencyOrder } from './table-order'

describe('dependencyOrder', () => {
  it('puts referenced tables first, alphabetically where free', () => {
    expect(
      dependencyOrder(
        [
          'staff_sessions',
          'chat_messages',
          'booking_requests',
          'staff_accounts',
          'installation_slots',
          'chat_conversations',
          'leads',
        ],
        [
          { child: 'chat_messages', parent: 'chat_conversations' },
          { child: 'booking_requests', parent: 'installation_slots' },
          { child: 'staff_sessions', parent: 'staff_accounts' },
        ],
      ),
    ).toEqual([
      'chat_conversations',
      'chat_messages',
      'installation_slots',
      'booking_requests',
      'leads',
      'staff_accounts',
      'staff_sessions',
    ])
  })

  it('ignores a table referencing itself and refuses a cycle', () => {
    expect(dependencyOrder(['a'], [{ child: 'a', parent: 'a' }])).toEqual(['a'])
    expect(() =>
      dependencyOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/cycle/)
  })
})
