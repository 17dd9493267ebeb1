import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Plan } from '../../../../contract/plans.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderApp } from '../../../test-utils/render-app.tsx'

const plus: Plan = {
  id: 2,
  slug: 'scholar-plus',
  title: 'Scholar Plus',
  description: 'Most popular',
  duration: '3 months',
  durationMonths: 3,
  price: 149900,
  currency: 'INR',
  features: ['Journal Finder'],
  featureSlugs: ['journal-finder'],
  isFree: false,
}

describe('the plans page', () => {
  beforeEach(() => stubMatchMedia())
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor choosing a paid plan to sign in, keeping the screen a gated action came from', async () => {
    stubApi({ 'GET /api/plans': [plus] })
    const { router } = renderApp(`/plans?redirect=${encodeURIComponent('/vacancy?search=heart')}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Get started with Scholar Plus' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: `/plans?redirect=${encodeURIComponent('/vacancy?search=heart')}` })
  })

  it('reads a return address that leaves the site as none', async () => {
    stubApi({ 'GET /api/plans': [plus] })
    const { router } = renderApp(`/plans?redirect=${encodeURIComponent('//evil.example/x')}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Get started with Scholar Plus' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/plans' })
  })
})
