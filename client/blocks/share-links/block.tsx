import type { Block as StoryBlock } from '../../domain/story.ts'
import { ShareLinks } from '../../features/share/share-links.tsx'
import type { BlockProps } from '../block-modules.ts'
import type { ShareRowData } from './share-row-data.ts'

/**
 * The share row of a news article or a lease offer (see share-row-data.ts): WhatsApp and e-mail
 * links from the server's HTML, the share sheet and "copy the link" once its code has come.
 */
export function Block({ data }: BlockProps<StoryBlock, ShareRowData | undefined>) {
  if (!data) return null
  return (
    <div className="container">
      <ShareLinks url={data.url} title={data.title} />
    </div>
  )
}
