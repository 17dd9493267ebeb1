import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { slides } from '../../../test-utils/fixtures.ts'
import { stubMatchMedia } from '../../../test-utils/media.ts'
import { stubApi } from '../../../test-utils/network.ts'
import { renderWithQueries } from '../../../test-utils/render-app.tsx'
import { smallDevice } from '../../../styles/media.ts'
import { Carousel } from './Carousel.tsx'
import { HeroCarousel } from './HeroCarousel.tsx'
import { AUTO_ADVANCE_MS } from './use-carousel.ts'

/** The slide a sighted user sees: the only one not hidden from assistive technology. */
const shownPicture = () => within(screen.getByRole('group', { name: /of 3$/ })).getByRole('img').getAttribute('alt')

const renderCarousel = () =>
  render(<Carousel slides={slides('large')} width={1600} height={640} frameClassName="" />)

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    stubMatchMedia()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('advances every 7 seconds and wraps from the last slide to the first', () => {
    renderCarousel()
    expect(shownPicture()).toBe('Slide picture 1')
    wait(AUTO_ADVANCE_MS - 1)
    expect(shownPicture()).toBe('Slide picture 1')
    wait(1)
    expect(shownPicture()).toBe('Slide picture 2')
    wait(AUTO_ADVANCE_MS)
    expect(shownPicture()).toBe('Slide picture 3')
    wait(AUTO_ADVANCE_MS)
    expect(shownPicture()).toBe('Slide picture 1')
  })

  it('holds still while the mouse is over it and resumes when it leaves', () => {
    renderCarousel()
    const carousel = screen.getByRole('region', { name: 'Highlights' })
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' })
    wait(AUTO_ADVANCE_MS * 3)
    expect(shownPicture()).toBe('Slide picture 1')
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' })
    wait(AUTO_ADVANCE_MS)
    expect(shownPicture()).toBe('Slide picture 2')
  })

  it('holds still while keyboard focus is inside it', () => {
    renderCarousel()
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    wait(AUTO_ADVANCE_MS * 2)
    expect(shownPicture()).toBe('Slide picture 1')
  })

  it('goes to the slide a dot names and marks that dot as current', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(shownPicture()).toBe('Slide picture 3')
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBeNull()
  })

  it('wraps backwards with the previous arrow and forwards with the next arrow', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(shownPicture()).toBe('Slide picture 3')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownPicture()).toBe('Slide picture 1')
  })

  it('follows a swipe left to the next slide and a swipe right back', () => {
    renderCarousel()
    const picture = screen.getByRole('img', { name: 'Slide picture 1' })
    fireEvent.pointerDown(picture, { pointerId: 1, clientX: 300, clientY: 100 })
    fireEvent.pointerUp(picture, { pointerId: 1, clientX: 120, clientY: 110 })
    expect(shownPicture()).toBe('Slide picture 2')
    fireEvent.pointerDown(picture, { pointerId: 2, clientX: 100, clientY: 100 })
    fireEvent.pointerUp(picture, { pointerId: 2, clientX: 300, clientY: 100 })
    expect(shownPicture()).toBe('Slide picture 1')
  })

  it('stops for good with the stop button, and does not rotate at all with reduced motion', () => {
    const { unmount } = renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }))
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }))
    wait(AUTO_ADVANCE_MS * 2)
    expect(shownPicture()).toBe('Slide picture 1')
    unmount()

    stubMatchMedia((query) => query.includes('prefers-reduced-motion'))
    renderCarousel()
    wait(AUTO_ADVANCE_MS * 2)
    expect(shownPicture()).toBe('Slide picture 1')
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull()
  })

  it('loads only the first picture eagerly and with high priority', () => {
    renderCarousel()
    const pictures = screen.getAllByRole('img', { hidden: true })
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual(['high', null, null])
    expect(pictures.map((picture) => `${picture.getAttribute('width')}x${picture.getAttribute('height')}`)).toEqual(['1600x640', '1600x640', '1600x640'])
  })
})

describe('HeroCarousel', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for and shows the phone set under 640 px, sized 720x960', async () => {
    stubMatchMedia((query) => query === smallDevice)
    const server = stubApi({ 'GET /api/carousels/small-device': { name: 'small-device', files: slides('small') } })
    renderWithQueries(<HeroCarousel />)
    const picture = await screen.findByRole('img', { name: 'Slide picture 1' })
    expect(picture.getAttribute('src')).toContain('small-1.svg')
    expect(picture.getAttribute('width')).toBe('720')
    expect(server.requested()).toEqual(['GET /api/carousels/small-device'])
  })

  it('asks for and shows the large set from 640 px up', async () => {
    stubMatchMedia(() => false)
    const server = stubApi({ 'GET /api/carousels/large-device': { name: 'large-device', files: slides('large') } })
    renderWithQueries(<HeroCarousel />)
    const picture = await screen.findByRole('img', { name: 'Slide picture 1' })
    expect(picture.getAttribute('src')).toContain('large-1.svg')
    expect(server.requested()).toEqual(['GET /api/carousels/large-device'])
  })
})
