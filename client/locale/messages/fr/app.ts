/** The app frame's text in French (client/app). */
export default {
  skipToContent: 'Aller au contenu',
}
