import { describe, expect, test } from 'vitest'
import { formatCopy, formatMessage } from './format-copy.server'

describe('ICU messages formatted on the server', () => {
  test('fills placeholders and picks the Spanish plural form', () => {
    const m = 'Instalamos en {days, plural, one {# día} other {# días}} en {city}.'
    expect(formatMessage('es', m, { days: 1, city: 'Buford' })).toBe('Instalamos en 1 día en Buford.')
    expect(formatMessage('es', m, { days: 3, city: 'Buford' })).toBe('Instalamos en 3 días en Buford.')
  })

  test('formats every string of a copy object and keeps its shape', () => {
    const copy = { title: 'Llámenos al {phone}', links: [{ to: '/es/contact', label: 'Contacto' }], n: 2 }
    expect(formatCopy('es', copy, { phone: '(470) 555-0142' })).toEqual({
      title: 'Llámenos al (470) 555-0142',
      links: [{ to: '/es/contact', label: 'Contacto' }],
      n: 2,
    })
  })
})
