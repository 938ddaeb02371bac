import { useSnapshot } from 'valtio'
import { Link } from '../../../framework/router/link.tsx'
import { Icon } from '../../ui/icons.tsx'
import { COMPARE_MAX, COMPARE_MIN } from './compare-rules.ts'
import { compareState, removeFromCompare } from './compare-store.ts'
import './compare-bar.css'
import { href } from '../../routes/href.ts'
import { compareMessages } from '../../locale/messages/compare.ts'
import { useLanguage, useMessages } from '../../locale/messages.ts'

/** The selection to compare, at the bottom of stock pages, with the way to the comparison. */
export function CompareBar() {
  const { items } = useSnapshot(compareState)
  const ready = items.length >= COMPARE_MIN
  const text = useMessages(compareMessages).bar
  const language = useLanguage()
  return (
    <aside className="compare-bar" aria-label={text.label}>
      <div className="container compare-bar__inner">
        <p className="compare-bar__count">
          <strong>
            {items.length} / {COMPARE_MAX}
          </strong>{' '}
          {text.count(items.length)}
        </p>
        <ul className="compare-bar__items">
          {items.map((item) => (
            <li key={item.id}>
              {item.image && <img src={item.image} alt="" width={48} height={36} />}
              <span className="compare-bar__title">{item.title}</span>
              <button type="button" onClick={() => removeFromCompare(item.id)}>
                <Icon name="close" size={16} />
                <span className="visually-hidden">{text.remove(item.title)}</span>
              </button>
            </li>
          ))}
        </ul>
        {ready ? (
          <Link
            href={href('stock-compare', {}, language)}
            className="button button--primary button--small px-2 py-1"
          >
            {text.compare}
          </Link>
        ) : (
          <p className="compare-bar__hint">{text.hint}</p>
        )}
      </div>
    </aside>
  )
}
