import type { AppConfig } from './env.ts'
import type { Services } from './services.ts'

/** What a request asks of the page routes: a document, or a page's payload (`/__data/...`). */
export interface PageRequest {
  /** A client navigation's payload request: the page as JSON, not as a document. */
  asData: boolean
  /** The page's path, without the payload prefix. */
  path: string
}

/** What middleware puts on the Hono context, typed once for every handler. */
export interface AppVariables {
  config: AppConfig
  locale: string
  isBot: boolean
  services: Services
  /** Set by the data-requests middleware: a document or a payload, and the page's path. */
  pageRequest: PageRequest
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
