import { atom, getDefaultStore, useStore } from 'jotai'
import { useMemo } from 'react'
import { requestToaster } from './toaster-signal.ts'

/** Alerts and error popups last 5 s, success toasts 10 s. */
export const ALERT_DURATION_MS = 5_000
export const SUCCESS_DURATION_MS = 10_000

export type ToastTone = 'error' | 'success' | 'info'

export interface ToastInput {
  title: string
  description?: string
  tone?: ToastTone
  /** Milliseconds before it closes itself; `Infinity` keeps it until the user acts. */
  duration?: number
  action?: { label: string; onAction: () => void }
  /** Text of the close button; 'Dismiss' unless given. */
  dismissLabel?: string
  /** A bar that runs down over the toast's duration, for a toast that goes by itself soon. */
  progress?: boolean
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'tone' | 'duration' | 'dismissLabel'>> {
  id: number
  open: boolean
  description?: string
  action?: ToastInput['action']
  progress?: boolean
}

export const toastsAtom = atom<Toast[]>([])

type Store = ReturnType<typeof useStore>
let lastId = 0

const defaultDuration = (tone: ToastTone) => (tone === 'success' ? SUCCESS_DURATION_MS : ALERT_DURATION_MS)

function pushToast(store: Store, { tone = 'info', duration, dismissLabel = 'Dismiss', ...input }: ToastInput) {
  const id = ++lastId
  const toast: Toast = { ...input, id, tone, dismissLabel, duration: duration ?? defaultDuration(tone), open: true }
  store.set(toastsAtom, (toasts) => [...toasts, toast])
  requestToaster()
  return id
}

/** For code outside React (the service worker's update prompt): jotai's default store, which the app uses. */
export const showToast = (input: ToastInput) => pushToast(getDefaultStore(), input)

export function closeToast(store: Store, id: number) {
  store.set(toastsAtom, (toasts) => toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
}

export function removeToast(store: Store, id: number) {
  store.set(toastsAtom, (toasts) => toasts.filter((t) => t.id !== id))
}

export function useToast() {
  const store = useStore()
  return useMemo(
    () => ({ toast: (input: ToastInput) => pushToast(store, input), dismiss: (id: number) => closeToast(store, id) }),
    [store],
  )
}
