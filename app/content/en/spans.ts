/**
 * How English words a span of time or a percentage (decision 039), as ICU messages: "2-3 days",
 * "2-3 Days", "24-48 hour", "+10-15%". The browser's English copy words its spans from the same forms
 * without an ICU compiler (`en` below); a test holds the two to the same text.
 */
export const spans = {
  /** Two figures. */
  range: '{min}-{max}',
  /** A figure before its unit. */
  measure: '{figure} {unit}',
  percent: '{figure}%',
  /** A percentage added to a price. */
  increase: '+{percent}',
  units: {
    hour: '{n, plural, one {hour} other {hours}}',
    day: '{n, plural, one {day} other {days}}',
    week: '{n, plural, one {week} other {weeks}}',
  },
  /** As a stat's label writes them ("2-3 Days"). */
  titleUnits: {
    hour: '{n, plural, one {Hour} other {Hours}}',
    day: '{n, plural, one {Day} other {Days}}',
    week: '{n, plural, one {Week} other {Weeks}}',
  },
  /** Before a noun ("a 24-48 hour cure"). */
  adjectiveUnits: {
    hour: '{n, plural, other {hour}}',
    day: '{n, plural, other {day}}',
    week: '{n, plural, other {week}}',
  },
}
