import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'
import { generate } from 'selfsigned'

// A push service on loopback that speaks what browsers' push services speak (RFC 8030): a POST per message to the
// subscription's endpoint with TTL, Urgency and Topic, answered 201 with the message's Location. Each message's body is
// decrypted (RFC 8291, aes128gcm) with the device's private key and auth secret, as the browser would, and its VAPID
// Authorization (RFC 8292) is verified: an ES256 JWT for this origin, signed with the key the header names.

export interface ReceivedPush {
  device: string
  ttl: number
  urgency: string
  topic: string | undefined
  /** The decrypted payload, parsed as the service worker parses it. */
  payload: unknown
  vapid: { aud: string; sub: string; exp: number; publicKey: string }
}

/** What the service answers a device's next messages: a status and headers, taken one per message. */
export interface Answer {
  status: number
  headers?: Record<string, string>
}

interface Device {
  ecdh: ReturnType<typeof createECDH>
  authSecret: string
  answers: Answer[]
}

const base64urlJson = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>

/** Verifies `vapid t=<jwt>, k=<key>` and answers its claims, or throws saying what is wrong. */
function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, token, k] = match as unknown as [string, string, string]
  const [head, body, signature] = token.split('.') as [string, string, string]
  if (base64urlJson(head).alg !== 'ES256') throw new Error('the JWT is not ES256')
  const point = Buffer.from(k, 'base64url')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' })
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('bad JWT signature')
  const claims = base64urlJson(body) as { aud: string; sub: string; exp: number }
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`)
  const now = Date.now() / 1000
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error('exp is not within the next 24 hours')
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not a mailto: or https: contact')
  return { ...claims, publicKey: k }
}

/** Starts the service on 127.0.0.1 with a certificate of its own; `ca` is what its clients must trust. */
export async function startPushService() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  })
  const devices = new Map<string, Device>()
  const received: ReceivedPush[] = []
  const requests: string[] = []
  const problems: string[] = []

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1]
      const device = id ? devices.get(id) : undefined
      requests.push(id ?? req.url ?? '')
      if (req.method !== 'POST' || !id || !device) return void res.writeHead(404).end()
      const answer = device.answers.shift()
      if (answer && answer.status !== 201) return void res.writeHead(answer.status, answer.headers).end()
      try {
        const ttl = req.headers.ttl
        if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) throw new Error('no TTL')
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const topic = req.headers.topic as string | undefined
        if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) throw new Error(`bad Topic ${topic}`)
        const vapid = verifyVapid(req.headers.authorization, `https://127.0.0.1:${port()}`)
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret })
        received.push({ device: id, ttl: Number(ttl), urgency: (req.headers.urgency as string | undefined) ?? 'normal', topic, payload: JSON.parse(plain.toString('utf8')), vapid })
        res.writeHead(201, { location: `/message/${randomUUID()}` }).end()
      } catch (err) {
        problems.push((err as Error).message)
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = () => (server.address() as AddressInfo).port

  return {
    ca: pems.cert,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it; `id` names the device here. */
    subscription(host = '127.0.0.1') {
      const id = randomUUID()
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const authSecret = randomBytes(16).toString('base64url')
      devices.set(id, { ecdh, authSecret, answers: [] })
      return { id, endpoint: `https://${host}:${port()}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret } }
    },
    /** The device's next messages are answered so, one answer per message; after them, 201 again. */
    answer(device: string, ...answers: Answer[]) {
      devices.get(device)!.answers.push(...answers)
    },
    /** Forgets the device, as a push service does once a browser unsubscribes: its messages are answered 404. */
    forget(device: string) {
      devices.delete(device)
    },
    /** Messages delivered and decrypted, oldest first. */
    received: (device?: string) => received.filter((push) => device === undefined || push.device === device),
    /** Every request, by device, whatever it was answered. */
    requests: (device?: string) => requests.filter((id) => device === undefined || id === device),
    /** What was wrong with requests it refused (no TTL, a bad VAPID JWT, a payload it could not decrypt). */
    problems,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>
