import type { Context } from 'hono'
import { languageOfPath } from '../../client/routes/route-table.ts'
import { DEFAULT_LANGUAGE } from '../../client/locale/language.ts'
import type { AppEnv } from '../app-env.ts'
import { stockInLanguage } from '../stock/stock-in-language.ts'
import type { LoaderContext } from './loader.ts'

/**
 * What a loader gets for one request: the page it loads (route, parameters, URL, path, and the
 * language its path says) and the
 * platform of the request (configuration, services, background work). Pages and the live preview
 * build it here, the same way.
 */
export function loaderContext(
  c: Context<AppEnv>,
  page: Pick<LoaderContext, 'routeId' | 'params' | 'url' | 'path'>
): LoaderContext {
  const language = languageOfPath(page.path)
  const services = c.get('services')
  return {
    ...page,
    language,
    config: c.get('config'),
    // A page's content and stock labels are read in its language; French reads stay exactly as
    // they were (French is the unprefixed root's language and the stock's own).
    services:
      language === DEFAULT_LANGUAGE
        ? services
        : {
            ...services,
            content: services.content.inLanguage(language),
            stock: stockInLanguage(services.stock, language),
          },
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  }
}
