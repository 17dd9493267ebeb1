import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { section } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderWithQueries } from '../../../test-utils/render-app.tsx'
import { AboutUs } from './AboutUs.tsx'

const file = (path: string, mimeType: string) => ({ id: path, path, mimeType, alt: 'About Us' })

const filmSection = section('about-us-1', 'About Us', {
  text1: 'Scholar Hub is the first stop for health-science researchers.',
  file: file('starter/sections/about-us-1.mp4', 'video/mp4'),
  poster: file('starter/sections/about-us-1-poster.jpg', 'image/jpeg'),
})

/** Records the element the film watches and lets the test bring it on screen. */
function stubIntersectionObserver() {
  const watched: { callback?: IntersectionObserverCallback; target?: Element } = {}
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        watched.callback = callback
      }
      observe(target: Element) {
        watched.target = target
      }
      disconnect() {}
    },
  )
  const comeIntoView = () =>
    watched.callback?.([{ isIntersecting: true, target: watched.target } as IntersectionObserverEntry], {} as IntersectionObserver)
  return { watched, comeIntoView }
}

const renderFilm = async () => {
  stubApi({ 'GET /api/sections/about-us-1': filmSection })
  renderWithQueries(<AboutUs />)
  return (await screen.findByLabelText('About Us', { selector: 'video' })) as HTMLVideoElement
}

describe('About Us film', () => {
  let play: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    // jsdom has no media playback; a started film reports itself with the 'play' event, as a browser's does.
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      fireEvent.play(this)
      return Promise.resolve()
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('downloads nothing until it nears the screen, then plays muted and on a loop', async () => {
    stubMatchMedia()
    const { watched, comeIntoView } = stubIntersectionObserver()
    const video = await renderFilm()
    expect(video.getAttribute('preload')).toBe('none')
    expect(video.autoplay).toBe(false)
    expect(video.muted && video.loop).toBe(true)
    expect(watched.target).toBe(video)
    expect(play).not.toHaveBeenCalled()

    comeIntoView()
    expect(play).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: 'Pause the film' })).toBeTruthy()
  })

  it('waits for the user to press play with reduced motion, and can be paused again', async () => {
    stubMatchMedia((query) => query.includes('prefers-reduced-motion'))
    const { watched } = stubIntersectionObserver()
    const video = await renderFilm()
    expect(watched.target).toBeUndefined()

    fireEvent.click(screen.getByRole('button', { name: 'Play the film' }))
    expect(play).toHaveBeenCalledTimes(1)
    const pauseButton = await screen.findByRole('button', { name: 'Pause the film' })

    vi.spyOn(video, 'paused', 'get').mockReturnValue(false)
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      fireEvent.pause(this)
    })
    fireEvent.click(pauseButton)
    expect(pause).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('button', { name: 'Play the film' })).toBeTruthy()
  })
})
