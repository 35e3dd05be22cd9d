import { type ComponentType, useEffect, useState } from 'react'

/**
 * Toasts through sonner, loaded on first use so it costs the first view no
 * JavaScript. `toast.success(...)` waits for the toaster to mount, then shows.
 */
type Sonner = typeof import('sonner')
type Options = Pick<import('sonner').ExternalToast, 'description' | 'action' | 'duration' | 'onDismiss'>

let sonner: Promise<Sonner> | null = null
let mounted: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  mounted = resolve
})
const listeners = new Set<(mod: Sonner) => void>()

function load(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner')
    sonner.then((mod) => {
      for (const l of listeners) l(mod)
    })
  }
  return sonner
}

async function show(kind: 'success' | 'error' | 'message', title: string, options?: Options) {
  const mod = await load()
  await ready
  mod.toast[kind](title, options)
}

export const toast = {
  success: (title: string, options?: Options) => show('success', title, options),
  error: (title: string, options?: Options) => show('error', title, options),
  message: (title: string, options?: Options) => show('message', title, options),
}

/**
 * Mounted once in the root layout; renders sonner's Toaster once it has loaded. `words` name its region
 * and close button in the page's language (the frame's, decision 039); sonner's English without them.
 */
export function ToastHost({ words }: { words?: { region: string; close: string } }) {
  const [Toaster, setToaster] = useState<ComponentType<Record<string, unknown>> | null>(null)
  useEffect(() => {
    const onLoad = (mod: Sonner) => setToaster(() => mod.Toaster as ComponentType<Record<string, unknown>>)
    listeners.add(onLoad)
    sonner?.then(onLoad)
    return () => {
      listeners.delete(onLoad)
    }
  }, [])
  useEffect(() => {
    if (Toaster) mounted()
  }, [Toaster])
  return Toaster ? (
    <Toaster
      theme="dark"
      position="top-center"
      richColors
      closeButton
      {...(words
        ? { customAriaLabel: words.region, toastOptions: { closeButtonAriaLabel: words.close } }
        : {})}
    />
  ) : null
}
