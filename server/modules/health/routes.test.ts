import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { eventually } from '../../../tests/setup/eventually.ts'
import { migrationFiles } from '../../db/migrate.ts'
import { healthRoutes } from './routes.ts'

describe('GET /api/health', () => {
  it('answers 503 when the database cannot be reached', async () => {
    const t = await createTestApp()
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      await t.db.destroy()
      const res = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable', database: false })
    } finally {
      await t.app.close()
    }
  })
})

describe('GET /api/ready', () => {
  it('answers 503 until the journal search index is built, then 200; and 503 again without the database', async () => {
    const t = await createTestApp()
    try {
      const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' })
      // An app driven through inject never listens, so nothing has built the index yet.
      const before = await ready()
      expect(before.statusCode).toBe(503)
      expect(before.json()).toEqual({ status: 'starting', checks: { database: true, migrations: true, journalIndex: false } })
      // The first search builds it, as a listening server does at once.
      expect(await eventually(async () => (await t.app.inject({ method: 'GET', url: '/api/journals' })).statusCode === 200, 60_000)).toBe(true)
      const after = await ready()
      expect(after.statusCode).toBe(200)
      expect(after.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, journalIndex: true } })

      await t.db.destroy()
      const down = await ready()
      expect(down.statusCode).toBe(503)
      expect(down.json()).toMatchObject({ status: 'starting', checks: { database: false, migrations: false } })
    } finally {
      await t.app.close()
    }
  })

  it('is not ready while a migration this code expects is not applied', async () => {
    const t = await createTestApp()
    const app = Fastify()
    try {
      await app.register(healthRoutes, { db: t.db, readiness: [], migrations: [...(await migrationFiles()), '999_not_applied_yet.sql'] })
      const res = await app.inject({ method: 'GET', url: '/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'starting', checks: { database: true, migrations: false } })
    } finally {
      await app.close()
      await t.close()
    }
  })
})
