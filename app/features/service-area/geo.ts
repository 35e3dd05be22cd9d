type Point = { latitude: number; longitude: number }

const EARTH_RADIUS_MILES = 3958.8
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}
