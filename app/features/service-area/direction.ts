type Point = { latitude: number; longitude: number }

const rad = (deg: number) => (deg * Math.PI) / 180
const points = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const

/** Initial compass bearing from a to b, in degrees clockwise from north. */
export function bearingDegrees(a: Point, b: Point): number {
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude))
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude))
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

/** The nearest of the eight compass points, as a word ("southwest"). */
export function compassPoint(degrees: number): (typeof points)[number] {
  return points[Math.round(degrees / 45) % 8]
}
