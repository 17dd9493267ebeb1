import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { captureBody } from './answers.ts'
import type { SandboxCapture, SandboxStore } from './store.ts'

// PayPal retries a delivery that is not answered 2xx; the sandbox tries a few times, soon, so tests see it.
const RETRY_DELAYS_MS = [0, 1000, 5000]
const TIMEOUT_MS = 10_000

export interface WebhookTarget {
  /** Where PayPal posts the events: the product's webhook endpoint. */
  url: string
  /** The webhook's id at PayPal; it is part of what is signed. */
  id: string
}

/** Posts a capture's event, signed as PayPal signs it, to the product's webhook, in the background. */
export function createWebhookSender(store: SandboxStore, base: string, target: WebhookTarget | undefined, log: FastifyBaseLogger) {
  return (eventType: string, capture: SandboxCapture) => {
    if (!target) return
    const event = {
      id: `WH-${randomUUID()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: eventType,
      summary: `Payment ${eventType.split('.').at(-1)!.toLowerCase()} for ${capture.amount.value} ${capture.amount.currency_code}`,
      resource: captureBody(capture, base),
    }
    const body = JSON.stringify(event)
    void (async () => {
      for (const delay of RETRY_DELAYS_MS) {
        await new Promise((resolve) => setTimeout(resolve, delay).unref())
        try {
          const res = await fetch(target.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...store.sign(target.id, body, `${base}/v1/notifications/certs/CERT-SANDBOX`) },
            body,
            signal: AbortSignal.timeout(TIMEOUT_MS),
          })
          if (res.ok) return
          log.warn({ event: event.event_type, status: res.status }, 'PayPal sandbox: webhook refused')
        } catch (err) {
          log.warn({ event: event.event_type, err }, 'PayPal sandbox: webhook not delivered')
        }
      }
    })()
  }
}
