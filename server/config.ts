import { createECDH } from 'node:crypto'
import { isIP } from 'node:net'
import path from 'node:path'
import * as v from 'valibot'

/** OWASP's scrypt cost: N = 2^17. scrypt needs 128·N·r bytes (128 MiB here). */
export const OWASP_COST = 17

const port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535'),
  v.transform(Number),
  v.maxValue(65535, 'must be a whole number from 0 to 65535'),
)
const positiveInt = v.pipe(v.string(), v.regex(/^[1-9]\d*$/, 'must be a positive whole number'), v.transform(Number))
const wholeNumber = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number))
const bool = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((s) => s === 'true' || s === '1'),
)
const url = v.pipe(v.string(), v.url('must be a URL'))
const email = v.pipe(v.string(), v.trim(), v.email('must be an email address'), v.toLowerCase())

// An address, a CIDR range (10.0.0.0/8, fd00::/8) or a named range, as Fastify's trustProxy takes them.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])
const isAddressOrRange = (entry: string) => {
  if (namedRanges.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length) return false
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
}
/** How many proxies in front to believe (a hop count), or which addresses are proxies; nobody when unset. */
const trustProxy = v.pipe(
  v.string(),
  v.transform((s) => (/^\d{1,2}$/.test(s.trim()) ? Number(s) : s.split(',').map((entry) => entry.trim()).filter(Boolean))),
  v.check(
    (value) => typeof value === 'number' || (value.length > 0 && value.every(isAddressOrRange)),
    'must be a hop count (1, 2 ...) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  ),
)

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  PUBLIC_URL: v.optional(url),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SERVE_WEB: v.optional(bool, 'true'),
  RATE_LIMIT_PER_MINUTE: v.optional(positiveInt, '600'),
  BODY_LIMIT_BYTES: v.optional(positiveInt, '1048576'),
  CONTENT_CACHE_SECONDS: v.optional(wholeNumber, '5'),
  JOURNAL_REFRESH_MS: v.optional(wholeNumber, '1000'),
  ACCESS_CACHE_SECONDS: v.optional(wholeNumber, '5'),
  TRUST_PROXY: v.optional(trustProxy),
  REQUEST_TIMEOUT_MS: v.optional(positiveInt, '60000'),
  ADMIN_EMAIL: v.optional(email),
  ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, 'must be at least 8 characters long'), v.maxLength(128, 'must be at most 128 characters long'))),
  DEMO_DATA: v.optional(bool),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty())),
  LOGIN_LIMIT_PER_EMAIL: v.optional(positiveInt, '10'),
  LOGIN_LIMIT_PER_ADDRESS: v.optional(positiveInt, '30'),
  ACCOUNT_LIMIT_PER_ADDRESS: v.optional(positiveInt, '10'),
  LINK_LIMIT_PER_EMAIL: v.optional(positiveInt, '3'),
  PASSWORD_CHANGE_LIMIT_PER_USER: v.optional(positiveInt, '5'),
  PASSWORD_HASH_CONCURRENCY: v.optional(positiveInt, '2'),
  PASSWORD_HASH_QUEUE: v.optional(wholeNumber, '32'),
  // scrypt's cost, the base-2 logarithm of N: OWASP's 17 (128 MiB and about half a second a hash). Lower is for tests.
  PASSWORD_HASH_COST: v.optional(v.pipe(wholeNumber, v.minValue(10, 'must be from 10 to 20'), v.maxValue(20, 'must be from 10 to 20')), String(OWASP_COST)),
  PAYPAL_CLIENT_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, 'must be the client id of a PayPal REST app'))),
  PAYPAL_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'must be the secret of a PayPal REST app'))),
  PAYPAL_ENV: v.optional(v.picklist(['sandbox', 'live'], 'must be sandbox or live'), 'sandbox'),
  PAYPAL_WEBHOOK_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'must be the id PayPal gave the webhook'))),
  // A PayPal-compatible service at another address than PAYPAL_ENV's (another sandbox, a proxy).
  PAYPAL_API_URL: v.optional(url),
  // Shared by every node: socket.io's adapter and the rate-limit counters. Unset, one node works alone.
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/[^/?#]*/, 'must be a redis:// or rediss:// URL'))),
  CHAT_MESSAGE_LIMIT: v.optional(positiveInt, '20'),
  STAFF_EMAIL: v.optional(email),
  ENQUIRY_LIMIT_PER_ADDRESS: v.optional(positiveInt, '5'),
  MEDIA_UPLOAD_LIMIT: v.optional(positiveInt, '60'),
  STAFF_TWO_STEP: v.optional(bool, 'true'),
  ANALYTICS: v.optional(bool, 'true'),
  // How often each node looks for periodic work to claim, and how often saved searches' alerts run.
  JOBS_TICK_SECONDS: v.optional(positiveInt, '60'),
  ALERTS_EVERY_SECONDS: v.optional(positiveInt, '60'),
  ANALYTICS_RETENTION_DAYS: v.optional(positiveInt, '395'),
  // Web Push is on unless turned off. Its VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it) is
  // the site's own, made at the first start and kept in its database, unless both keys are given here. The contact the
  // push services are given (mailto: or https:) is STAFF_EMAIL's or ADMIN_EMAIL's unless VAPID_SUBJECT says.
  PUSH_NOTIFICATIONS: v.optional(bool, 'true'),
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]$/, 'must be a P-256 public key in base64url (87 characters)'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/, 'must be a P-256 private key in base64url (43 characters)'))),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/, 'must be a mailto: address or an https: URL'))),
  // Lets push go to private and loopback addresses, which a push service never has: only the tests' push service on
  // 127.0.0.1 needs it. Refused in production, where it would let a member make the server call into its own network.
  PUSH_ALLOW_PRIVATE_HOSTS: v.optional(bool, 'false'),
  // Where backups go (best a disk or synced folder off this machine), how often the server takes one (0: never), and
  // how many it keeps: the newest of each of the last days, and of each of the last weeks.
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  BACKUP_EVERY_HOURS: v.optional(v.pipe(wholeNumber, v.maxValue(168, 'must be from 0 (never) to 168 (weekly)')), '24'),
  BACKUP_KEEP_DAILY: v.optional(positiveInt, '7'),
  BACKUP_KEEP_WEEKLY: v.optional(wholeNumber, '4'),
  // The bearer token a Prometheus scraper sends for /metrics; unset, there is no /metrics.
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 characters with no spaces (a random secret, such as `openssl rand -hex 32` prints)'))),
})

// Never echoed back in a configuration error: they are credentials.
const secrets = new Set(['ADMIN_PASSWORD', 'SMTP_URL', 'DATABASE_URL', 'PAYPAL_CLIENT_SECRET', 'REDIS_URL', 'VAPID_PRIVATE_KEY', 'METRICS_TOKEN'])

/**
 * Fastify's trustProxy. Unset, the socket's address is the client's and X-Forwarded-For is ignored, so nobody
 * can pick the address every per-address limit counts. A hop count trusts that many proxies in front whatever
 * their address (only for a server no one can reach but through them); a list trusts only those addresses.
 */
function trustedProxies(setting: number | string[] | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined || setting === 0) return false
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting
  return setting
}

/**
 * Where payments go: PayPal with the app's credentials; without them, outside production, the PayPal sandbox
 * this server mounts at /paypal-sandbox (docs/decisions/0017-payments.md); in production without them, nowhere.
 */
function paypalSettings(e: v.InferOutput<typeof EnvSchema>, production: boolean) {
  if (e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET) {
    const apiUrl = (e.PAYPAL_API_URL ?? (e.PAYPAL_ENV === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com')).replace(/\/$/, '')
    return {
      kind: 'paypal' as const,
      apiUrl,
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      // PayPal's own SDK comes from the address paypal-js knows; a compatible service serves its own.
      sdkBaseUrl: e.PAYPAL_API_URL ? `${apiUrl}/sdk/js` : null,
      testPayments: e.PAYPAL_ENV !== 'live',
    }
  }
  return production ? undefined : { kind: 'local-sandbox' as const }
}

/** The VAPID settings go together, and the private key must be the public key's. */
function vapidIssues(e: v.InferOutput<typeof EnvSchema>) {
  const issues: { name: string; message: string; input: unknown }[] = []
  if (!e.PUSH_NOTIFICATIONS && (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY)) {
    issues.push({ name: 'PUSH_NOTIFICATIONS', message: 'is false, so VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY would not be used: remove them or turn push on', input: 'false' })
  } else if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'
    issues.push({ name: missing, message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together', input: undefined })
  } else if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    const ecdh = createECDH('prime256v1')
    let derived: string | undefined
    try {
      ecdh.setPrivateKey(Buffer.from(e.VAPID_PRIVATE_KEY, 'base64url'))
      derived = ecdh.getPublicKey().toString('base64url')
    } catch {
      derived = undefined
    }
    if (derived !== e.VAPID_PUBLIC_KEY) issues.push({ name: 'VAPID_PRIVATE_KEY', message: 'must be the private key of VAPID_PUBLIC_KEY', input: undefined })
  }
  return issues
}

/** A contact for the push services: the staff's address, else the site itself when it is served over https. */
function vapidSubject(email: string | undefined, publicUrl: string) {
  if (email) return `mailto:${email}`
  const url = new URL(publicUrl)
  return url.protocol === 'https:' ? url.origin : `mailto:webmaster@${url.hostname}`
}

/** Settings that only make tests faster or reach the tests' own services, which a production server refuses. */
function testOnlyIssues(e: v.InferOutput<typeof EnvSchema>) {
  const issues: { name: string; message: string; input: unknown }[] = []
  if (e.NODE_ENV !== 'production') return issues
  if (e.PUSH_ALLOW_PRIVATE_HOSTS) issues.push({ name: 'PUSH_ALLOW_PRIVATE_HOSTS', message: 'is for tests only and cannot be on in production', input: 'true' })
  if (e.PASSWORD_HASH_COST < OWASP_COST) {
    issues.push({ name: 'PASSWORD_HASH_COST', message: `below ${OWASP_COST} is for tests only and cannot be used in production`, input: String(e.PASSWORD_HASH_COST) })
  }
  return issues
}

export type Config = ReturnType<typeof loadConfig>

export class ConfigError extends Error {}

/** Reads the environment once at start; names every bad variable at once so a deploy fails with one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const raw = Object.fromEntries(Object.keys(EnvSchema.entries).map((k) => [k, env[k] === '' ? undefined : env[k]]))
  const result = v.safeParse(EnvSchema, raw)
  const issues = result.success ? [] : result.issues.map((i) => ({ name: v.getDotPath(i) ?? '?', message: i.message, input: i.input }))
  if (result.success && Boolean(result.output.ADMIN_EMAIL) !== Boolean(result.output.ADMIN_PASSWORD)) {
    const missing = result.output.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'
    issues.push({ name: missing, message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together', input: undefined })
  }
  if (result.success && Boolean(result.output.PAYPAL_CLIENT_ID) !== Boolean(result.output.PAYPAL_CLIENT_SECRET)) {
    const missing = result.output.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'
    issues.push({ name: missing, message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together', input: undefined })
  }
  if (result.success) issues.push(...vapidIssues(result.output), ...testOnlyIssues(result.output))
  if (!result.success || issues.length) {
    const got = (name: string, input: unknown) => (secrets.has(name) ? 'hidden' : `got ${JSON.stringify(input)}`)
    const lines = issues.map((i) => `  ${i.name}: ${i.message} (${got(i.name, i.input)})`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = result.output
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  const dataDir = path.resolve(e.DATA_DIR)
  const production = e.NODE_ENV === 'production'
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    privateFilesDir: path.join(dataDir, 'private-files'),
    mailDir: path.join(dataDir, 'mail'),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    serveWeb: e.SERVE_WEB,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT_BYTES,
    contentCacheMs: e.CONTENT_CACHE_SECONDS * 1000,
    journalRefreshMs: e.JOURNAL_REFRESH_MS,
    accessCacheMs: e.ACCESS_CACHE_SECONDS * 1000,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webDir: path.resolve('dist'),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    // Demo accounts have published passwords: a production site has them only when asked for.
    demoData: e.DEMO_DATA ?? !production,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Scholar Hub <no-reply@${new URL(publicUrl).hostname}>`,
    },
    rateLimits: {
      loginPerEmail: e.LOGIN_LIMIT_PER_EMAIL,
      loginPerAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      accountPerAddress: e.ACCOUNT_LIMIT_PER_ADDRESS,
      linksPerEmail: e.LINK_LIMIT_PER_EMAIL,
      passwordChangesPerUser: e.PASSWORD_CHANGE_LIMIT_PER_USER,
    },
    passwordHashing: { concurrency: e.PASSWORD_HASH_CONCURRENCY, queue: e.PASSWORD_HASH_QUEUE, cost: e.PASSWORD_HASH_COST },
    paypal: paypalSettings(e, production),
    redisUrl: e.REDIS_URL,
    /** Chat messages one person may send in 10 seconds. */
    chatMessageLimit: e.CHAT_MESSAGE_LIMIT,
    /** Where writing-service enquiries and contact messages are mailed; every admin account when unset. */
    staffEmail: e.STAFF_EMAIL,
    /** Writing-service enquiries, and contact messages, one address may send in an hour. */
    enquiryLimitPerAddress: e.ENQUIRY_LIMIT_PER_ADDRESS,
    /** Images one staff member may upload to the media library in an hour. */
    mediaUploadLimit: e.MEDIA_UPLOAD_LIMIT,
    /** Staff must turn on two-step sign-in within seven days of getting their role before they use the admin area. */
    staffTwoStep: e.STAFF_TWO_STEP,
    /** How often each node looks for periodic work to claim. */
    jobsTickMs: e.JOBS_TICK_SECONDS * 1000,
    /** How often new items are matched with saved searches, 'at once' alerts told, and due digests mailed. */
    alertsEveryMs: e.ALERTS_EVERY_SECONDS * 1000,
    push: {
      enabled: e.PUSH_NOTIFICATIONS,
      /** The operator's VAPID key pair; without it the site's own, kept in its database (push/site-keys.ts). */
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      /** Who the push services may write to about this site's messages. */
      subject: e.VAPID_SUBJECT ?? vapidSubject(e.STAFF_EMAIL ?? e.ADMIN_EMAIL, publicUrl),
      /** Push may go to private and loopback addresses: the tests' own push service only, never in production. */
      allowPrivateHosts: e.PUSH_ALLOW_PRIVATE_HOSTS,
    },
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      /** How often the server backs up by itself; 0 when it does not. */
      everyMs: e.BACKUP_EVERY_HOURS * 3_600_000,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
    analytics: {
      /** Screen views and directory searches are counted; off, the beacon is still answered and nothing is kept. */
      enabled: e.ANALYTICS,
      /** Days the raw views and searches are kept; their daily rollups are kept for good. */
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
    },
    /** The bearer token `/metrics` asks for; undefined when metrics are not served. */
    metricsToken: e.METRICS_TOKEN,
  }
}
