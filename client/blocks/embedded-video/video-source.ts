/**
 * Player and page URLs of the two providers editors can pick. Only the id is stored in the CMS
 * (validated by the schema), so the player host is always the privacy-enhanced one.
 */
export function videoPlayerUrl(provider: 'youtube' | 'vimeo', id: string): string {
  const safeId = encodeURIComponent(id)
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${safeId}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${safeId}?dnt=1&autoplay=1`
}

export function videoPageUrl(provider: 'youtube' | 'vimeo', id: string): string {
  const safeId = encodeURIComponent(id)
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${safeId}`
    : `https://vimeo.com/${safeId}`
}

export const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const
