import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminLookupsResponse, LookupListResponse } from '../../../contract/admin.ts'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { lookupIds } from '../../../tests/setup/api-users.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the management forms’ choices', () => {
  it('are for admins only: 401 for a visitor, 403 for a member or an expert', async () => {
    for (const url of ['/api/admin/lookups', '/api/admin/lookups/countries/1/states']) {
      expect((await t.guest.get(url)).statusCode).toBe(401)
      expect((await (await t.signIn()).api.get(url)).statusCode).toBe(403)
      expect((await (await t.signIn({ role: 'expert' })).api.get(url)).statusCode).toBe(403)
    }
  })

  it('give every list with the ids records are saved with, and a country’s states', async () => {
    const admin = (await t.signIn({ role: 'admin' })).api
    const res = await admin.get('/api/admin/lookups')
    expect(res.statusCode).toBe(200)
    const lookups = v.parse(AdminLookupsResponse, res.json()).data
    const { canada, phd, cardiology, conference } = await lookupIds(t.db, {
      canada: 'countries/canada',
      phd: 'qualifications/phd',
      cardiology: 'subjects/cardiology',
      conference: 'event_types/conference',
    })
    expect(lookups.countries).toContainEqual({ id: canada, title: 'Canada' })
    expect(lookups.qualifications).toContainEqual({ id: phd, title: 'PhD', retired: false })
    expect(lookups.subjects).toContainEqual({ id: cardiology, title: 'Cardiology', retired: false })
    expect(lookups.eventTypes).toContainEqual({ id: conference, slug: 'conference', title: 'Conference', retired: false })
    expect(lookups.eventModes.map((m) => m.slug)).toEqual(['in-person', 'online', 'hybrid'])

    const states = v.parse(LookupListResponse, (await admin.get(`/api/admin/lookups/countries/${canada}/states`)).json()).data
    expect(states.map((s) => s.title)).toEqual(expect.arrayContaining(['Ontario', 'Quebec', 'Yukon']))
    expect((await admin.get('/api/admin/lookups/countries/999999999/states')).json().data).toEqual([])
  })

  it('answer a malformed country id with 400', async () => {
    const admin = (await t.signIn({ role: 'admin' })).api
    for (const id of ['abc', '-1', '0', '9'.repeat(30)]) {
      const res = await admin.get(`/api/admin/lookups/countries/${id}/states`)
      expect(res.statusCode, id).toBe(400)
    }
  })
})
