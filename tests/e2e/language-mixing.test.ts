import { describe, expect, it } from 'vitest'
import de from '../../client/locale/messages/de/app.ts'
import fr from '../../client/locale/messages/fr/app.ts'
import { foreignInterfaceTexts, languageMixing, readableHtml } from './language-mixing.ts'

describe('the check for pages mixing languages', () => {
  it('reads text and attributes with entities decoded, not scripts or styles', () => {
    expect(
      readableHtml(
        '<p title="L&#x27;offre">Aller&nbsp;au contenu</p><script>var a = "Zum Inhalt"</script>'
      )
    ).toBe('<p title="L\'offre">Aller\u00a0au contenu</p> ')
  })

  it('finds French interface text on a German page, and German text on a French one', async () => {
    const onGerman = await foreignInterfaceTexts('de', ['fr'])
    const onFrench = await foreignInterfaceTexts('fr', ['de'])
    const page = (text: string) => `<a class="skip-link" href="#main">${text}</a>`
    expect(languageMixing('/de', page(fr.skipToContent), onGerman)).toHaveLength(1)
    expect(languageMixing('/de', page(de.skipToContent), onGerman)).toEqual([])
    expect(languageMixing('/', page(de.skipToContent), onFrench)).toHaveLength(1)
    expect(languageMixing('/', page(fr.skipToContent), onFrench)).toEqual([])
  })
})
