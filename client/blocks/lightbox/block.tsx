import type { BlockProps } from '../block-modules.ts'
import { useMessages } from '../../locale/messages.ts'
import { lightboxMessages } from '../../locale/messages/lightbox.ts'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import { Section } from '../section-frame.tsx'
import { LightboxDialog, useLightbox } from './lightbox-dialog.tsx'
import type { LightboxBlock } from './schema.ts'
import './lightbox.css'

/**
 * Section block: a gallery of thumbnails. Each thumbnail links to the full picture (works
 * without JavaScript); with JavaScript it opens a modal `<dialog>` with previous/next.
 */
export function Block({ block }: BlockProps<LightboxBlock>) {
  const [lightbox, dialogRef] = useLightbox(block.images.length)
  const text = useMessages(lightboxMessages)
  return (
    <Section uid={block._uid} title={block.title} className="lightbox">
      <ul className={`lightbox__grid lightbox__grid--${block.columns}`}>
        {block.images.map((image, index) => {
          const size = imageSizeOr(image.src, { width: 1200, height: 800 })
          return (
            <li key={`${image.src}-${index}`}>
              <a
                className="lightbox__thumb"
                href={image.src}
                onClick={(event) => {
                  event.preventDefault()
                  lightbox.open(index, event.currentTarget)
                }}
              >
                <img
                  src={image.src}
                  alt={image.alt}
                  width={size.width}
                  height={size.height}
                  loading="lazy"
                  decoding="async"
                />
                <span className="visually-hidden">{text.enlarge(index + 1)}</span>
              </a>
            </li>
          )
        })}
      </ul>
      <LightboxDialog
        ref={dialogRef}
        images={block.images}
        state={lightbox}
        label={block.title || text.label}
      />
    </Section>
  )
}
