/**
 * `npm run stock:openapi`: writes docs/stock-api/openapi.json from the zod contract
 * (worker/stock/contract.ts) and the demo service's answers as examples. Commit the result: a
 * unit test fails while the committed document is stale (scripts/stock/openapi.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { buildStockOpenApi } from './openapi.ts'
import { demoExamples } from './openapi-examples.ts'

export const OPENAPI_PATH = resolve(import.meta.dirname, '../../docs/stock-api/openapi.json')

const document = buildStockOpenApi(await demoExamples())
mkdirSync(dirname(OPENAPI_PATH), { recursive: true })
writeFileSync(OPENAPI_PATH, `${JSON.stringify(document, null, 2)}\n`)
console.info(`Wrote ${OPENAPI_PATH}`)
