import type fr from '../fr/share.ts'

/** The share action's text in German (client/features/share). */
export default {
  label: 'Diese Seite teilen',
  share: 'Teilen',
  whatsapp: 'WhatsApp',
  email: 'E-Mail',
  copy: 'Link kopieren',
  copied: 'Link kopiert',
  copyFailed: 'Der Link konnte nicht kopiert werden.',
  newTab: ' (neuer Tab)',
  mailBody: (title: string, url: string) => `${title}\n\n${url}`,
} satisfies typeof fr
