import { useEffect, useState } from 'preact/hooks'
import { imageRotationMs, stepIndex } from '../carousel-steps.ts'
import { frameShapeOf } from '../image-sources.ts'
import type { GuestImage } from '../model.ts'
import type { GuestStrings } from '../strings.ts'
import { useReducedMotion } from '../use-reduced-motion.ts'
import { AdImage } from './ad-image.tsx'
import { ChevronIcon, PauseIcon, PlayIcon } from './icons.tsx'
import { MediaCaption } from './media-caption.tsx'

interface ImageCarouselProps {
  images: GuestImage[]
  text: GuestStrings
}

/**
 * Several images shown in turn. They change by themselves unless the guest asked for reduced motion, stop while
 * focus is inside, and stop once the guest pauses or steps through them (Play starts them again) (WCAG 2.2.2). While they do not change
 * by themselves, a newly shown image is announced.
 */
export function ImageCarousel({ images, text }: ImageCarouselProps) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [focusInside, setFocusInside] = useState(false)
  const reducedMotion = useReducedMotion()
  const rotating = playing && !focusInside

  useEffect(() => {
    if (reducedMotion) setPlaying(false)
  }, [reducedMotion])

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setIndex((shown) => stepIndex(shown, images.length, 1)), imageRotationMs)
    return () => clearInterval(timer)
  }, [rotating, images.length])

  const show = (next: number) => {
    setPlaying(false)
    setIndex(next)
  }
  const image = images[index] ?? images[0]
  if (!image) return null

  return (
    <section
      class="carousel"
      aria-roledescription="carousel"
      aria-label={text.adImages}
      onFocusIn={() => setFocusInside(true)}
      onFocusOut={() => setFocusInside(false)}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        <div
          key={index}
          class="slide"
          role="group"
          aria-roledescription="slide"
          aria-label={text.imageOf(index + 1, images.length)}
        >
          <figure>
            <div class={`media-frame frame-${frameShapeOf(images[0])}`}>
              <AdImage image={image} first={index === 0} />
            </div>
            <MediaCaption title={image.title} description={image.description} />
          </figure>
        </div>
      </div>
      <div class="carousel-controls">
        <button
          type="button"
          class="icon-button"
          aria-label={text.previousImage}
          onClick={() => show(stepIndex(index, images.length, -1))}
        >
          <ChevronIcon direction="left" />
        </button>
        {/* Where the guest is among the images, for the eye; the slide's own label says it to screen readers. */}
        <div class="dots" aria-hidden="true">
          {images.map((_, position) => (
            <span key={position} class={position === index ? 'dot dot-current' : 'dot'} />
          ))}
        </div>
        <button
          type="button"
          class="icon-button"
          aria-label={text.nextImage}
          onClick={() => show(stepIndex(index, images.length, 1))}
        >
          <ChevronIcon direction="right" />
        </button>
        <button
          type="button"
          class="icon-button"
          aria-label={playing ? text.pauseImages : text.playImages}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      </div>
    </section>
  )
}
