import { siteConfig } from '../../config/site-config.ts'
import { TradeInForm } from '../../features/trade-in/trade-in-form.tsx'
import { useLanguage, useMessages } from '../../locale/messages.ts'
import { tradeInBlockMessages } from '../../locale/messages/trade-in-block.ts'
import { Link } from '../../../framework/router/link.tsx'
import { imageSizeOr } from '../../rich-text/image-size.ts'
import { pageHref } from '../../routes/href.ts'
import { RichText } from '../../rich-text/rich-text.tsx'
import type { BlockProps } from '../block-modules.ts'
import { BlockButtons, Section } from '../section-frame.tsx'
import type { TradeInBlock } from './schema.ts'
import './trade-in-block.css'

/**
 * The trade-in offer (reprise): the editor's text and picture and, when the site configuration
 * turns stock trade-in valuation on, the estimate form. The estimate is computed by the stock
 * service, so it needs JavaScript; without it the visitor is pointed to the contact form.
 */
export function Block({ block }: BlockProps<TradeInBlock>) {
  const text = useMessages(tradeInBlockMessages)
  const language = useLanguage()
  return (
    <Section title={block.title} className="trade-in-block">
      <div className="trade-in-block__intro">
        <div>
          <RichText document={block.text} />
          {!siteConfig.stockTradeInValuation && <BlockButtons buttons={block.buttons} />}
        </div>
        {block.image && (
          <img
            src={block.image.src}
            alt={block.image.alt}
            {...imageSizeOr(block.image.src, { width: 480, height: 320 })}
            loading="lazy"
          />
        )}
      </div>
      {siteConfig.stockTradeInValuation && (
        <>
          <noscript>
            <p>
              {text.noScript.before}
              <a href={pageHref('contact', language)}>{text.noScript.link}</a>
              {text.noScript.after}
            </p>
          </noscript>
          <TradeInForm id={`reprise-${block._uid}`} />
          <p className="trade-in-block__more">
            {text.question.before}{' '}
            <Link href={pageHref('contact', language)}>{text.question.link}</Link>
            {text.question.after}
          </p>
        </>
      )}
    </Section>
  )
}
