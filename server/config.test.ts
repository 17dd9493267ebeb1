import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('runs with no variables at all', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toMatch(/data$/)
  })

  it('names every bad variable in one error', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(/PORT.*\n.*DATABASE_URL.*\n.*LOG_LEVEL/s)
  })

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
  })

  it('trusts no proxy unless TRUST_PROXY names them, as a hop count or as addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback'])
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean
    expect([hops('203.0.113.9', 0), hops('203.0.113.9', 1), hops('203.0.113.9', 2)]).toEqual([true, true, false])
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be a hop count/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/)
  })

  it('keeps demo accounts out of production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true)
  })

  it("hashes passwords at OWASP's scrypt cost; a lower one is for tests and refused in production", () => {
    expect(loadConfig({}).passwordHashing).toEqual({ concurrency: 2, queue: 32, cost: 17 })
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashing.cost).toBe(10)
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '18' }).passwordHashing.cost).toBe(18)
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' })).toThrow(
      'PASSWORD_HASH_COST: below 17 is for tests only and cannot be used in production (got "16")',
    )
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow('PASSWORD_HASH_COST: must be from 10 to 20')
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow('PASSWORD_HASH_COST: must be from 10 to 20')
  })

  it('defaults the account settings: demo data on, mail to the outbox, the documented limits', () => {
    const config = loadConfig({})
    expect(config.demoData).toBe(true)
    expect(config.admin).toBeUndefined()
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Scholar Hub <no-reply@localhost>' })
    expect(config.rateLimits).toEqual({ loginPerEmail: 10, loginPerAddress: 30, accountPerAddress: 10, linksPerEmail: 3, passwordChangesPerUser: 5 })
    expect(config.privateFilesDir).toMatch(/data\/private-files$/)
  })

  it('reads the first admin, lower-casing the email', () => {
    expect(loadConfig({ ADMIN_EMAIL: ' Admin@Example.COM ', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'admin@example.com',
      password: 'long-enough',
    })
  })

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.com' })).toThrow(/ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/)
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough' })).toThrow(/ADMIN_EMAIL: /)
  })

  it('never repeats a secret in its error', () => {
    const load = () =>
      loadConfig({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short', SMTP_URL: 'http://user:s3cret@mail', REDIS_URL: 'http://:pa55word@cache' })
    expect(load).toThrow(/ADMIN_PASSWORD: must be at least 8 characters long \(hidden\)/)
    expect(load).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL \(hidden\)/)
    expect(load).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL \(hidden\)/)
    expect(load).not.toThrow(/short|s3cret|pa55word/)
  })

  it('takes the sender from PUBLIC_URL unless MAIL_FROM is set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://scholarhub.example/' }).mail.from).toBe('Scholar Hub <no-reply@scholarhub.example>')
    expect(loadConfig({ MAIL_FROM: 'Team <team@example.org>' }).mail.from).toBe('Team <team@example.org>')
  })

  it('has push on by default with the site’s own keys and the staff’s address as contact; keys given go together', () => {
    const keys = webpush.generateVAPIDKeys()
    expect(loadConfig({}).push).toEqual({ enabled: true, keys: undefined, subject: 'mailto:webmaster@localhost', allowPrivateHosts: false })
    expect(loadConfig({ PUBLIC_URL: 'https://scholarhub.example/' }).push.subject).toBe('https://scholarhub.example')
    expect(loadConfig({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'long-enough', STAFF_EMAIL: 'team@example.org' }).push.subject).toBe('mailto:team@example.org')
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:push@example.org' }).push.subject).toBe('mailto:push@example.org')
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).push.keys).toEqual(keys)
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/)
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey })).toThrow(/VAPID_PRIVATE_KEY: must be the private key of VAPID_PUBLIC_KEY \(hidden\)/)
    expect(loadConfig({ PUSH_NOTIFICATIONS: 'false' }).push.enabled).toBe(false)
    expect(() => loadConfig({ PUSH_NOTIFICATIONS: 'false', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/PUSH_NOTIFICATIONS: is false/)
  })

  it('counts visits by default, keeping raw views 395 days; ANALYTICS=false turns counting off', () => {
    expect(loadConfig({}).analytics).toEqual({ enabled: true, retentionDays: 395 })
    expect(loadConfig({ ANALYTICS: 'false', ANALYTICS_RETENTION_DAYS: '30' }).analytics).toEqual({ enabled: false, retentionDays: 30 })
    expect(() => loadConfig({ ANALYTICS: 'no' })).toThrow(/ANALYTICS: must be true or false/)
    for (const days of ['0', '-5', '1.5', 'a year']) expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: days })).toThrow(/ANALYTICS_RETENTION_DAYS: must be a positive whole number/)
  })
})
