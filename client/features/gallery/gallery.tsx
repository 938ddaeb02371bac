import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react'
import { Icon } from '../../ui/icons.tsx'
import './gallery.css'
import { galleryMessages } from '../../locale/messages/gallery.ts'
import { useMessages } from '../../locale/messages.ts'

export interface GalleryImage {
  url: string
  width: number
  height: number
  alt: string
}

/** Keeps Tab inside the open dialog (showModal makes the rest inert; this closes the loop). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button')]
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A picture gallery: the first image large, thumbnails under it, a full-screen view in a modal
 * dialog (arrow keys to browse, Escape to close, focus kept inside and given back on close).
 * Without JavaScript every picture is a plain link to the image file.
 */
export function Gallery({
  images,
  label,
  id = 'gallery',
}: {
  images: GalleryImage[]
  label: string
  /** Unique on the page; not `useId`, whose ids differ between server and browser here. */
  id?: string
}) {
  const [index, setIndex] = useState(0)
  const text = useMessages(galleryMessages)
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const count = images.length
  const current = images[Math.min(index, count - 1)]
  if (!current) return null

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count)
  const open = (event: MouseEvent) => {
    if (!dialog.current?.showModal) return
    event.preventDefault()
    dialog.current.showModal()
    closeButton.current?.focus()
  }
  const onArrows = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    }
  }
  const position = text.position(index + 1, count)

  return (
    <section className="gallery" aria-label={label} onKeyDown={onArrows}>
      <a
        href={current.url}
        className="gallery__main"
        onClick={open}
        aria-label={text.enlarge(current.alt, position)}
      >
        <img
          src={current.url}
          alt={current.alt}
          width={current.width}
          height={current.height}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
      </a>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.url + i}>
              <a
                href={image.url}
                aria-current={i === index ? 'true' : undefined}
                aria-label={text.show(i + 1, count, image.alt)}
                onClick={(event) => {
                  event.preventDefault()
                  setIndex(i)
                }}
              >
                <img
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        className="gallery__dialog"
        aria-labelledby={`${id}-caption`}
        // Arrow keys bubble to the section's handler; only Tab needs handling here.
        onKeyDown={trapTab}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close()
        }}
      >
        <div className="gallery__dialog-body">
          <p id={`${id}-caption`} className="gallery__caption" aria-live="polite">
            {current.alt} – {position}
          </p>
          <img
            src={current.url}
            alt={current.alt}
            width={current.width}
            height={current.height}
            loading="lazy"
          />
          <div className="gallery__controls">
            {count > 1 && (
              <button type="button" className="gallery__button" onClick={() => step(-1)}>
                <Icon name="arrow-left" />
                <span>{text.previous}</span>
              </button>
            )}
            {count > 1 && (
              <button type="button" className="gallery__button" onClick={() => step(1)}>
                <span>{text.next}</span>
                <Icon name="arrow-right" />
              </button>
            )}
            <button
              type="button"
              className="gallery__button"
              onClick={() => dialog.current?.close()}
              ref={closeButton}
            >
              <Icon name="close" />
              <span>{text.close}</span>
            </button>
          </div>
        </div>
      </dialog>
    </section>
  )
}
