/** Campaign parameters carried with a lead (zod-free: the form reads them before validation). */
export const utmKeys = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const
