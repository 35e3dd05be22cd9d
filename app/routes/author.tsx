import { data } from 'react-router'

// Authors arrive with the knowledge hub; until then every slug is unknown.
export function loader() {
  throw data('Author not found', { status: 404 })
}

export default function Author() {
  return null
}
