import { data } from 'react-router'

// Articles arrive with the knowledge hub; until then every slug is unknown.
export function loader() {
  throw data('Article not found', { status: 404 })
}

export default function Article() {
  return null
}
