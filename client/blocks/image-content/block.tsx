import type { BlockProps } from '../block-modules.ts'
import { isEmptyRichText } from '../../rich-text/plain-text.ts'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import { RichText } from '../../rich-text/rich-text.tsx'
import { BlockButtons, Section } from '../section-frame.tsx'
import type { ImageContentBlock } from './schema.ts'
import './image-content.css'

/** Section block: a picture beside a text, the picture on the side the editor chose. */
export function Block({ block }: BlockProps<ImageContentBlock>) {
  const size = imageSizeOr(block.image.src, { width: 1200, height: 800 })
  return (
    <Section uid={block._uid} background={block.background} className="image-content-section">
      <div className={`image-content image-content--image-${block.image_position}`}>
        <div className="image-content__media">
          <img
            className="image-content__image"
            src={block.image.src}
            alt={block.image.alt}
            width={size.width}
            height={size.height}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div className="image-content__text">
          {block.title && <h2 className="image-content__title">{block.title}</h2>}
          {!isEmptyRichText(block.text) && <RichText document={block.text} />}
          <BlockButtons buttons={block.buttons} onDark={block.background === 'dark'} />
        </div>
      </div>
    </Section>
  )
}
