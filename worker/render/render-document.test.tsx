import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { renderCompleteToString } from './render-document.tsx'

const never = new Promise<string>(() => undefined)

function Suspends() {
  return <p>{use(never)}</p>
}

function Throws(): never {
  throw new Error('a block that fails')
}

describe('renderCompleteToString', () => {
  it('renders a tree that never suspends, Suspense boundaries included', () => {
    const html = renderCompleteToString(
      <main>
        <Suspense fallback={<p>chargement</p>}>
          <p>Bonjour</p>
        </Suspense>
      </main>
    )
    expect(html).toBe('<main><!--$--><p>Bonjour</p><!--/$--></main>')
  })

  it('refuses a tree in which a component suspends (React would send the fallback)', () => {
    expect(
      renderCompleteToString(
        <main>
          <Suspense fallback={<p>chargement</p>}>
            <Suspends />
          </Suspense>
        </main>
      )
    ).toBeNull()
  })

  it('refuses a tree in which a component throws inside a boundary', () => {
    expect(
      renderCompleteToString(
        <Suspense fallback={null}>
          <Throws />
        </Suspense>
      )
    ).toBeNull()
  })
})
