import type { BlockProps } from '../block-modules.ts'
import { useMessages } from '../../locale/messages.ts'
import { embeddedBlocksMessages } from '../../locale/messages/embedded-blocks.ts'
import { ConsentEmbed } from '../embedded-video/consent-embed.tsx'
import { Section } from '../section-frame.tsx'
import type { IframeBlock } from './schema.ts'

/** Section block: a partner's page in a frame, loaded once the visitor agrees. */
export function Block({ block }: BlockProps<IframeBlock>) {
  const host = new URL(block.url).hostname
  const text = useMessages(embeddedBlocksMessages).consent
  return (
    <Section uid={block._uid} className="iframe-block">
      <ConsentEmbed
        kind="page"
        title={block.title}
        src={block.url}
        provider={host}
        loadLabel={text.loadFrame}
        fallback={{ href: block.url, label: text.openOn(host) }}
        height={block.height}
      />
    </Section>
  )
}
