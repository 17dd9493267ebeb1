import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { loadScript, type PayPalButtonsComponent } from '@paypal/paypal-js'
import type { PayPalSettings } from '../../../../contract/plans-checkout.ts'

export interface ButtonHandlers {
  createOrder: () => Promise<string>
  onApprove: (orderId: string) => Promise<void>
  onCancel: (orderId: string) => void
  onError: () => void
}

export type ButtonsState = 'loading' | 'ready' | 'unavailable'

/**
 * PayPal's button (vertical layout, PayPal wallet), rendered into the element given to `container`, from
 * PayPal's SDK or the one `settings.sdkBaseUrl` names. The handlers are read when PayPal calls them, so the
 * button is not rebuilt each render. 'unavailable' when the SDK cannot load (offline, blocked) or PayPal cannot
 * offer its wallet; `retry` tries again.
 */
export function usePayPalButtons(settings: PayPalSettings | undefined, currency: string, handlers: ButtonHandlers) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  const [attempt, setAttempt] = useState(0)
  // Each attempt's outcome is kept with what it was for; anything else is still loading.
  const key = `${attempt} ${currency} ${settings?.clientId}`
  const [outcome, setOutcome] = useState<{ key: string; state: ButtonsState }>()

  useEffect(() => {
    if (!settings || !element) return
    let buttons: PayPalButtonsComponent | undefined
    let gone = false
    const settle = (state: ButtonsState) => !gone && setOutcome({ key, state })
    loadScript({
      clientId: settings.clientId,
      currency,
      intent: 'capture',
      components: 'buttons',
      ...(settings.sdkBaseUrl && { sdkBaseUrl: new URL(settings.sdkBaseUrl, window.location.origin).href }),
    })
      .then(async (paypal) => {
        if (gone) return
        if (!paypal?.Buttons) throw new Error('PayPal is not available')
        buttons = paypal.Buttons({
          style: { layout: 'vertical' },
          fundingSource: paypal.FUNDING?.PAYPAL,
          createOrder: () => latest.current.createOrder(),
          onApprove: ({ orderID }) => latest.current.onApprove(orderID),
          onCancel: (data) => latest.current.onCancel(String(data.orderID ?? '')),
          onError: () => latest.current.onError(),
        })
        if (!buttons.isEligible()) throw new Error('PayPal cannot offer its wallet here')
        await buttons.render(element)
        settle('ready')
      })
      .catch(() => settle('unavailable'))
    return () => {
      gone = true
      void buttons?.close().catch(() => undefined)
    }
  }, [settings, currency, element, key])

  return { container: setElement, state: outcome?.key === key ? outcome.state : 'loading', retry: () => setAttempt((n) => n + 1) }
}
