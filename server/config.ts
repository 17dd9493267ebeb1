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
})

export type Config = ReturnType<typeof loadConfig>

export class ConfigError extends Error {}

/** Reads the environment once at start; names every bad variable at once so a deploy fails with one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const raw = Object.fromEntries(Object.keys(EnvSchema.entries).map((k) => [k, env[k] === '' ? undefined : env[k]]))
  const result = v.safeParse(EnvSchema, raw)
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message} (got ${JSON.stringify(i.input)})`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = result.output
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    mailDir: path.join(dataDir, 'mail'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    serveWeb: e.SERVE_WEB,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT_BYTES,
    contentCacheMs: e.CONTENT_CACHE_SECONDS * 1000,
    webDir: path.resolve('dist'),
  }
}
