import { data } from 'react-router'
import { NotFound } from '~/components/site/not-found'

export function loader() {
  return data(null, { status: 404 })
}

export default NotFound
