import { redirect } from 'react-router'

// Spec §8: an unknown ZIP redirects to /knowledge. The ZIP list arrives with the knowledge hub.
export function loader() {
  throw redirect('/knowledge')
}

export default function ServiceArea() {
  return null
}
