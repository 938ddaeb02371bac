import { renderToStaticMarkup } from 'react-dom/server'
import { appMessages } from '../../client/locale/messages/app.ts'
import { builtInFrame } from '../../client/config/navigation.ts'
import type { SiteFrame } from '../../client/domain/site-frame.ts'
import { type Language, LOCALES } from '../../client/locale/language.ts'
import { alertMailMessages } from '../../client/locale/messages/alert-mail.ts'
import { LanguageProvider, messagesOf } from '../../client/locale/messages.ts'
import { RouterContext, serverRouter } from '../../framework/router/router-context.ts'
import { Footer } from '../../client/shell/footer.tsx'
import { Header, TopBar } from '../../client/shell/header.tsx'
import { pageAssets } from '../render/page-assets.ts'

/** The form of the unsubscribe page: one button that posts what RFC 8058's one-click posts. */
export interface AlertPageAction {
  url: string
  question: string
  button: string
}

export interface AlertPageOptions {
  language: Language
  message: string
  /** The stock overview of the page's language. */
  stockHref: string
  /** The alert's search or vehicle, when known: a link back to it. */
  subject?: { href: string; label: string }
  action?: AlertPageAction
  /** The site-config story's frame; the built-in one when absent. */
  frame?: SiteFrame
  /** The path (and query) the page answers, for the shell's links. */
  location: string
}

/** The answer's body: what happened, the button where one is asked, the links onwards. */
function AlertAnswer({ options }: { options: AlertPageOptions }) {
  const text = messagesOf(alertMailMessages, options.language).pages
  const { action, subject } = options
  return (
    <div className="container answer-page">
      <h1>{text.title}</h1>
      {options.message && <p role="status">{options.message}</p>}
      {action && (
        <form method="post" action={action.url}>
          <p>{action.question}</p>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className="button button--primary button--large">
            {action.button}
          </button>
        </form>
      )}
      <ul>
        {subject && (
          <li>
            <a href={subject.href}>{subject.label}</a>
          </li>
        )}
        <li>
          <a href={options.stockHref}>{text.back}</a>
        </li>
      </ul>
    </div>
  )
}

/**
 * The alerts' answer pages (docs/decisions/0060): the site's frame (top bar, header, footer and
 * its style sheets, in the alert's language) around the answer, rendered once on the server and
 * never hydrated. They carry no script: they answer a plain form post or a link from an e-mail,
 * have no client navigation of their own, and the shell's menu opens without JavaScript
 * (`<details>`). Personal, so never indexed; the routes send them `no-store`.
 */
export function alertPage(options: AlertPageOptions): string {
  const { language } = options
  const text = messagesOf(alertMailMessages, language).pages
  const skip = messagesOf(appMessages, language).skipToContent
  const frame = options.frame ?? builtInFrame(language)
  const assets = pageAssets(null, language)
  const head = renderToStaticMarkup(
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{text.title}</title>
      <meta name="robots" content="noindex" />
      <meta name="theme-color" content="#0b3d91" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {assets.styles.map((style) => (
        <link key={style} rel="stylesheet" href={style} />
      ))}
    </head>
  )
  const body = renderToStaticMarkup(
    <RouterContext value={serverRouter(options.location)}>
      <LanguageProvider value={language}>
        <a href="#main" className="skip-link">
          {skip}
        </a>
        <TopBar languageSwitch={undefined} frame={frame.topBar} />
        <Header frame={frame.main} />
        <main id="main" tabIndex={-1}>
          <AlertAnswer options={options} />
        </main>
        <Footer frame={frame.footer} />
      </LanguageProvider>
    </RouterContext>
  )
  return `<!DOCTYPE html><html lang="${LOCALES[language]}">${head}<body><div id="root">${body}</div></body></html>`
}
