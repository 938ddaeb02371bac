import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmbedFrame, SANDBOX_BY_KIND } from './consent-embed.tsx'

function frame(kind: 'video' | 'page'): Record<string, string> {
  const html = renderToStaticMarkup(
    <EmbedFrame kind={kind} title="Essai" src="https://www.youtube-nocookie.com/embed/x" />
  )
  return Object.fromEntries(
    [...html.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      value,
    ])
  )
}

describe('embedded frames', () => {
  it('sandbox each kind with what it needs: script on its own origin, popups, never the top window', () => {
    expect(frame('video')).toMatchObject({
      sandbox:
        'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
      referrerpolicy: 'strict-origin-when-cross-origin',
      loading: 'lazy',
    })
    expect(frame('page')).toMatchObject({
      sandbox:
        'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
      referrerpolicy: 'strict-origin-when-cross-origin',
      loading: 'lazy',
    })
    for (const sandbox of Object.values(SANDBOX_BY_KIND)) {
      expect(sandbox).not.toMatch(/top-navigation|allow-modals|allow-downloads/)
    }
  })
})
