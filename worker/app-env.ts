import type { AppConfig } from './env.ts'
import type { Services } from './services.ts'

/** What middleware puts on the Hono context, typed once for every handler. */
export interface AppVariables {
  config: AppConfig
  locale: string
  isBot: boolean
  services: Services
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
