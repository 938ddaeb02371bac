import type { BlockProps } from '../block-modules.ts'
import { useMessages } from '../../locale/messages.ts'
import { embeddedBlocksMessages } from '../../locale/messages/embedded-blocks.ts'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import { Section } from '../section-frame.tsx'
import { ConsentEmbed } from './consent-embed.tsx'
import type { EmbeddedVideoBlock } from './schema.ts'
import { providerNames, videoPageUrl, videoPlayerUrl } from './video-source.ts'

/** Section block: a YouTube or Vimeo video behind a consent placeholder. */
export function Block({ block }: BlockProps<EmbeddedVideoBlock>) {
  const provider = providerNames[block.provider]
  const text = useMessages(embeddedBlocksMessages).consent
  const poster = block.poster
  const posterSize = poster ? imageSizeOr(poster.src, { width: 1600, height: 900 }) : null
  return (
    <Section uid={block._uid} className="embedded-video">
      <figure className="embedded-video__figure">
        <ConsentEmbed
          kind="video"
          title={block.title}
          src={videoPlayerUrl(block.provider, block.video_id)}
          provider={provider}
          loadLabel={text.loadVideo(provider)}
          fallback={{
            href: videoPageUrl(block.provider, block.video_id),
            label: text.watchOn(provider),
          }}
          poster={
            poster && posterSize ? (
              <img
                className="consent-embed__poster"
                src={poster.src}
                alt=""
                width={posterSize.width}
                height={posterSize.height}
                loading="lazy"
                decoding="async"
              />
            ) : null
          }
        />
        {block.caption && (
          <figcaption className="embedded-video__caption">{block.caption}</figcaption>
        )}
      </figure>
    </Section>
  )
}
