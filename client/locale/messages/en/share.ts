import type fr from '../fr/share.ts'

/** The share action's text in English (client/features/share). */
export default {
  label: 'Share this page',
  share: 'Share',
  whatsapp: 'WhatsApp',
  email: 'Email',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied.',
  newTab: ' (opens in a new tab)',
  mailBody: (title: string, url: string) => `${title}\n\n${url}`,
} satisfies typeof fr
