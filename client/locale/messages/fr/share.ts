/** The share action's text in French (client/features/share). */
export default {
  /** The group's name, read before its links. */
  label: 'Partager cette page',
  /** The phone's own share sheet (Web Share API), where the browser has one. */
  share: 'Partager',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'Le lien n’a pas pu être copié.',
  /** After a link that opens another site in a new tab. */
  newTab: ' (nouvel onglet)',
  /** The e-mail's body: the page's title, then its address. */
  mailBody: (title: string, url: string) => `${title}\n\n${url}`,
}
