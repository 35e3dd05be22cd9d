export type ServiceArea = {
  zip: string
  city: string
  county: string
  state: 'GA'
  latitude: number
  longitude: number
}
