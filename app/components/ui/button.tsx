import type { ComponentProps } from 'react'
import { Link } from 'react-router'

type Variant = 'primary' | 'secondary' | 'ghost'
type Size = 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60'
const variants: Record<Variant, string> = {
  primary: 'bg-copper-400 text-graphite-950 hover:bg-copper-300',
  secondary: 'border border-copper-400/70 text-copper-200 hover:bg-copper-400/10',
  ghost: 'text-graphite-100 hover:bg-graphite-800',
}
const sizes: Record<Size, string> = { md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' }

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim()
}

type Styled = { variant?: Variant; size?: Size }

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & Styled) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />
}

export function ButtonLink({
  variant,
  size,
  className = '',
  ...props
}: ComponentProps<typeof Link> & Styled) {
  return <Link className={buttonClass(variant, size, className)} {...props} />
}
