/** The contact form's service interests; each language's catalog names them (decision 039). */
export const serviceInterests = [
  'residential',
  'commercial',
  'metallic',
  'maintenance',
  'partnership',
  'other',
] as const

/** The main cities the contact page names beside the counties (places, the same in every language). */
export const mainCities = [
  'Buford',
  'Atlanta',
  'Lawrenceville',
  'Duluth',
  'Suwanee',
  'Alpharetta',
  'Marietta',
  'Cumming',
  'Gainesville',
  'Athens',
] as const
