import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type { Image } from '../fields/asset.ts'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import { useMessages } from '../../locale/messages.ts'
import { lightboxMessages } from '../../locale/messages/lightbox.ts'
import { Icon } from '../../ui/icons.tsx'

export interface LightboxState {
  index: number | null
  count: number
  open(index: number, opener: HTMLElement): void
  close(): void
  go(step: 1 | -1): void
}

/** Which picture is open, and the `<dialog>` it shows in; focus returns to the thumbnail. */
export function useLightbox(count: number): [LightboxState, RefObject<HTMLDialogElement | null>] {
  const [index, setIndex] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  const open = useCallback((next: number, from: HTMLElement) => {
    opener.current = from
    setIndex(next)
    dialog.current?.showModal()
  }, [])
  const close = useCallback(() => dialog.current?.close(), [])
  const go = useCallback(
    (step: 1 | -1) =>
      setIndex((current) => (current === null ? null : (current + step + count) % count)),
    [count]
  )

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // Escape and the close button both end in `close`: reset and give focus back.
    const onClose = () => {
      setIndex(null)
      opener.current?.focus()
    }
    element.addEventListener('close', onClose)
    return () => element.removeEventListener('close', onClose)
  }, [])

  return [{ index, count, open, close, go }, dialog]
}

export function LightboxDialog({
  ref,
  images,
  state,
  label,
}: {
  ref: RefObject<HTMLDialogElement | null>
  images: readonly Image[]
  state: LightboxState
  label: string
}) {
  const text = useMessages(lightboxMessages)
  const image = state.index === null ? null : images[state.index]
  const size = image ? imageSizeOr(image.src, { width: 1600, height: 1067 }) : null
  return (
    <dialog
      ref={ref}
      className="lightbox-dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') state.go(1)
        if (event.key === 'ArrowLeft') state.go(-1)
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, not its content) closes it.
        if (event.target === event.currentTarget) state.close()
      }}
    >
      {image && size && state.index !== null && (
        <figure className="lightbox-dialog__figure">
          <img src={image.src} alt={image.alt} width={size.width} height={size.height} />
          <figcaption className="lightbox-dialog__caption">
            <span>{text.position(state.index + 1, state.count)}</span>
            {image.title && <span> — {image.title}</span>}
          </figcaption>
        </figure>
      )}
      <div className="lightbox-dialog__controls">
        {state.count > 1 && (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={text.previous}
              onClick={() => state.go(-1)}
            >
              <Icon name="arrow-left" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={text.next}
              onClick={() => state.go(1)}
            >
              <Icon name="arrow-right" />
            </button>
          </>
        )}
        <button type="button" className="icon-button" aria-label={text.close} onClick={state.close}>
          <Icon name="close" />
        </button>
      </div>
    </dialog>
  )
}
