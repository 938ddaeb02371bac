import { siteBasics } from '../../config/site-basics.ts'

/**
 * What a stock block shows when the stock API failed and nothing was cached: the page still
 * renders, with a way to reach a person.
 */
export function StockUnavailable({ title }: { title: string }) {
  return (
    <section className="stock-overview container" aria-label={title}>
      <h2>{title}</h2>
      <p role="status" className="stock-results__empty">
        Notre stock est momentanément indisponible. Merci de réessayer dans quelques minutes ou de
        contacter l’une des concessions {siteBasics.name}.
      </p>
    </section>
  )
}
