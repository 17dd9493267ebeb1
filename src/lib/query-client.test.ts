import { onlineManager, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client.ts'

describe('the query client', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    onlineManager.setOnline(true)
  })

  it('knows an app opened offline is offline, so it asks nothing and shows what it kept at once', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const client = createQueryClient()
    expect(onlineManager.isOnline()).toBe(false)
    const fetchPage = vi.fn(() => Promise.resolve('fresh'))
    client.setQueryData(['content', 'page', 'privacy-policy'], 'kept')
    const observer = new QueryObserver(client, { queryKey: ['content', 'page', 'privacy-policy'], queryFn: fetchPage, staleTime: 0 })
    const unsubscribe = observer.subscribe(() => undefined)
    expect(observer.getCurrentResult()).toMatchObject({ data: 'kept', fetchStatus: 'paused' })
    expect(fetchPage).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('asks the network as usual for an app opened online', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true })
    createQueryClient()
    expect(onlineManager.isOnline()).toBe(true)
  })
})
