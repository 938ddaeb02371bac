/**
 * Known crawlers and link-preview fetchers. They get the complete document at once (no
 * streaming) and, on errors, a status with a minimal body instead of the visitor error page
 * (spec §6).
 */
const BOT_PATTERN =
  /bot\b|crawler|spider|slurp|bingpreview|googlebot|google-inspectiontool|storebot|adsbot|mediapartners|duckduckbot|baiduspider|yandex|applebot|facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|discordbot|whatsapp|telegrambot|embedly|pinterest|semrush|ahrefs|mj12bot|petalbot|bytespider|gptbot|ccbot|claudebot|perplexitybot|lighthouse|chrome-lighthouse/i

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_PATTERN.test(userAgent)
}
