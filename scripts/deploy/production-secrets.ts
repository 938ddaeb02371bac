/**
 * The secrets production is given with `wrangler secret put NAME --env production`, and whether a
 * deploy without one is refused (`npm run deploy:preflight`). docs/deploying.md ("## Secrets")
 * lists the same names; scripts/deploy/preflight.test.ts holds the two together, and the parity
 * check (scripts/deploy/parity.ts) holds the guide to what the Worker reads.
 */
export const PRODUCTION_SECRETS = [
  { name: 'STORYBLOK_TOKEN', required: true },
  { name: 'STORYBLOK_PREVIEW_TOKEN', required: true },
  { name: 'STORYBLOK_WEBHOOK_SECRET', required: true },
  { name: 'CRM_WEBHOOK_SECRET', required: true },
  // The CMS webhook purges the zone's cache with these (docs/decisions/0010).
  { name: 'CLOUDFLARE_ZONE_ID', required: true },
  { name: 'CLOUDFLARE_API_TOKEN', required: true },
  // The smoke test's lead dry-run after every deploy (docs/decisions/0053).
  { name: 'SMOKE_TOKEN', required: true },
  // Leads by e-mail and the alerts of a lead that cannot be delivered (docs/decisions/0050, 0051).
  { name: 'MAIL_API_KEY', required: true },
  // The stock API's bearer token, when the API asks for one (docs/stock-api.md, v1.1).
  { name: 'STOCK_API_TOKEN', required: false },
  // The hourly stock import's bearer token to STOCK_FEED_URL (docs/stock-feed.md).
  { name: 'STOCK_FEED_TOKEN', required: false },
  // The stock system's events, when it sends them (docs/stock-webhook.md).
  { name: 'STOCK_WEBHOOK_SECRET', required: false },
  { name: 'SENTRY_DSN', required: false },
  { name: 'TURNSTILE_SECRET', required: false },
  { name: 'TURNSTILE_SITE_KEY', required: false },
] as const
