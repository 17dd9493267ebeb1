import { isIP } from 'node:net'
import path from 'node:path'
import * as v from 'valibot'

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
  ANALYTICS_RETENTION_DAYS: v.optional(positiveInt, '395'),
})

// Never echoed back in a configuration error: they are credentials.
const secrets = new Set(['ADMIN_PASSWORD', 'SMTP_URL', 'DATABASE_URL', 'PAYPAL_CLIENT_SECRET', 'REDIS_URL'])

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
    passwordHashing: { concurrency: e.PASSWORD_HASH_CONCURRENCY, queue: e.PASSWORD_HASH_QUEUE },
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
    analytics: {
      /** Screen views and directory searches are counted; off, the beacon is still answered and nothing is kept. */
      enabled: e.ANALYTICS,
      /** Days the raw views and searches are kept; their daily rollups are kept for good. */
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
    },
  }
}
