/** What the editor's preview says of a block the server could not validate, in French (client/blocks/block-list.tsx). */
export default {
  /** A block the server could not validate, in the editor's preview: its name, then why. */
  invalidBlock: (name: string) => ['Bloc « ', name, ' » non affiché :'],
  invalidReason: 'contenu invalide',
}
