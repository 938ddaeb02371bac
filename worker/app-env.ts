import type { AppConfig } from './env.ts'
import type { PageRequest } from './middleware/data-requests.ts'
import type { Services } from './services.ts'

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
