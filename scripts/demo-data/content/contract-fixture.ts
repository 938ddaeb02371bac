import StoryblokClient, { type ISbResult } from 'storyblok-js-client'
import type { CdnOptions } from '../../../worker/local-services/content/cdn.ts'
import { readSpace } from '../../../worker/local-services/content/store.ts'
import { createContentServiceFixture, testTokens } from './service-fixture.ts'

/**
 * Storyblok's own `storyblok-js-client`, unwrapped (no app client, no resilient fetch), against
 * the local content service loaded with the demo seed: what an editor's script or tool sees.
 * The fetch follows redirects like the network's and records every URL sent, so a test can check
 * a parameter really went out. The client's own throttle is lifted (`rateLimit: 1000`): the
 * service's limits are what a test observes.
 */
export async function contractFixture(
  options: { token?: 'public' | 'preview'; cdn?: CdnOptions; maxRetries?: number } = {}
) {
  const fixture = createContentServiceFixture('demo', options.cdn)
  const sent: URL[] = []
  const followingFetch: typeof fetch = async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : input.toString())
    for (let hop = 0; hop < 3; hop++) {
      sent.push(url)
      const response = await fixture.upstreamFetch(url.toString(), init)
      const location = response.headers.get('location')
      if (response.status !== 301 || !location) return response
      url = new URL(location, url)
    }
    throw new Error('too many redirects')
  }
  const sdk = new StoryblokClient({
    accessToken:
      options.token === 'preview' ? testTokens.STORYBLOK_PREVIEW_TOKEN : testTokens.STORYBLOK_TOKEN,
    endpoint: 'http://content.local.test/v2',
    fetch: followingFetch,
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
    rateLimit: 1000,
    maxRetries: options.maxRetries ?? 10,
    retriesDelay: 1,
  })
  const space = await readSpace(fixture.db)
  if (!space) throw new Error('demo seed without a space')
  return {
    ...fixture,
    sdk,
    /** `sdk.get` with any parameters (the SDK's types know only some), as a script would call it. */
    get: (path: string, params: Record<string, unknown>): Promise<ISbResult> =>
      sdk.get(path, params),
    cv: space.cv,
    /** What the service's simulated CDN saw (cached, uncached, refused). */
    traffic: fixture.app.traffic,
    /** Values of parameter `name` on every URL sent so far. */
    sentValues: (name: string) => sent.map((url) => url.searchParams.get(name)),
    sent,
  }
}

/** What the SDK rejects with: `{ message, status, response }`. */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    const record = error as { status?: number; message?: string }
    return { status: record.status, message: record.message }
  }
  throw new Error('expected the request to fail')
}
