import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { captureOutcomes, type CaptureOutcome, type SandboxOrder, type SandboxStore } from './store.ts'

const browserFile = (name: string) => readFile(new URL(`./browser/${name}`, import.meta.url), 'utf8')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const outcomeLabels: Record<CaptureOutcome, string> = {
  complete: 'Payment completes',
  declined: 'Card declined when the shop captures',
  error: 'PayPal fails when the shop captures',
}

/** A page of the sandbox's own, under its root address `base` (the pages sit at different depths below it). */
const page = (base: string, title: string, body: string, data = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${escapeHtml(base)}/buyer.css"></head>
<body${data}><main><p class="brand">PayPal sandbox</p>${body}</main></body></html>`

const html = (reply: FastifyReply, status: number, text: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(text)

/** The origin of the page whose PayPal button opened the buyer page, if it is one: the result is posted to it. */
function openerOrigin(value: unknown) {
  try {
    const url = new URL(String(value))
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? url.origin : ''
  } catch {
    return ''
  }
}

function buyerPage(base: string, order: SandboxOrder, opener: string) {
  const token = escapeHtml(order.id)
  const openerField = `<input type="hidden" name="opener" value="${escapeHtml(opener)}">`
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: order.amount.currency_code }).format(Number(order.amount.value))
  const options = captureOutcomes.map((o) => `<option value="${o}">${outcomeLabels[o]}</option>`).join('')
  return page(
    base,
    'Pay with PayPal (sandbox)',
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p>${escapeHtml(order.description ?? 'Your order')}</p>
<p class="notice">This is a test payment. No money moves and no PayPal account is needed.</p>
<form method="post" action="${escapeHtml(base)}/checkoutnow/approve">
<input type="hidden" name="token" value="${token}">${openerField}
<label for="outcome">Test outcome</label>
<select id="outcome" name="outcome">${options}</select>
<button type="submit" class="pay">Pay</button>
</form>
<form method="post" action="${escapeHtml(base)}/checkoutnow/cancel">
<input type="hidden" name="token" value="${token}">${openerField}
<button type="submit" class="cancel">Cancel and return</button>
</form>`,
  )
}

const resultPage = (base: string, token: string, result: 'approved' | 'canceled', message: string, opener: string) =>
  page(
    base,
    'PayPal sandbox',
    `<h1>${message}</h1><p>You can close this window.</p><script src="${escapeHtml(base)}/checkout-result.js"></script>`,
    ` data-token="${escapeHtml(token)}" data-result="${result}" data-opener="${escapeHtml(opener)}"`,
  )

const missing = (base: string, reply: FastifyReply) => html(reply, 404, page(base, 'Order not found', '<h1>This order does not exist or is no longer waiting for payment.</h1>'))

/** The buyer's side: the page PayPal's `approve` link opens, its two answers, and the scripts the browser runs. */
export const sandboxBuyerRoutes: FastifyPluginAsync<{ store: SandboxStore; base: string }> = async (app, { store, base }) => {
  const [sdk, result] = await Promise.all([browserFile('sdk.js'), browserFile('result.js')])
  const css = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f7fa;color:#1a1a1a}
main{max-width:26rem;margin:0 auto;padding:1.5rem}.brand{font-weight:700;color:#003087}
.notice{background:#fff4ce;border:1px solid #b88a00;padding:.5rem .75rem;border-radius:.5rem}
form{display:grid;gap:.5rem;margin-top:1rem}select,button{font:inherit;padding:.6rem;border-radius:.5rem}
.pay{background:#ffc439;border:0;font-weight:700;color:#111}.cancel{background:#fff;border:1px solid #555;color:#111}
:focus-visible{outline:3px solid #003087;outline-offset:2px}`

  const sdkCss = `.paypal-sandbox-button{display:block;width:100%;min-height:2.75rem;border:0;border-radius:.375rem;background:#ffc439;color:#111;
font:700 1.0625rem/1 system-ui,sans-serif;cursor:pointer}.paypal-sandbox-button:hover{background:#f2ba36}
.paypal-sandbox-button:focus-visible{outline:3px solid #003087;outline-offset:2px}.paypal-sandbox-button:disabled{opacity:.6;cursor:progress}`

  app.get('/sdk/js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sdk))
  app.get('/checkout-result.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(result))
  app.get('/buyer.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(css))
  app.get('/sdk.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(sdkCss))

  app.get<{ Querystring: { token?: string; opener?: string } }>('/checkoutnow', async (request, reply) => {
    const order = store.order(String(request.query.token ?? ''))
    return order?.status === 'CREATED' ? html(reply, 200, buyerPage(base, order, openerOrigin(request.query.opener))) : missing(base, reply)
  })

  type Form = { Body: { token?: string; outcome?: string; opener?: string } | undefined }

  app.post<Form>('/checkoutnow/approve', async (request, reply) => {
    const outcome = captureOutcomes.find((o) => o === request.body?.outcome) ?? 'complete'
    const order = store.approve(String(request.body?.token ?? ''), outcome)
    return order ? html(reply, 200, resultPage(base, order.id, 'approved', 'Payment approved', openerOrigin(request.body?.opener))) : missing(base, reply)
  })

  app.post<Form>('/checkoutnow/cancel', async (request, reply) => {
    const order = store.cancel(String(request.body?.token ?? ''))
    return order ? html(reply, 200, resultPage(base, order.id, 'canceled', 'Payment canceled', openerOrigin(request.body?.opener))) : missing(base, reply)
  })
}
