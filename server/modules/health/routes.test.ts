import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'

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
