/**
 * `npm run stock:check -- --url https://stock-api.example.lu/v1 [--token T]`: checks a live stock
 * API against contract v1.1 (docs/stock-api.md, docs/stock-api/openapi.json) and prints every
 * violation with its request and JSON path. The token may come from `STOCK_API_TOKEN` instead.
 * Exits 1 on any violation, 2 on a usage error.
 * @example npm run stock:check -- --url http://localhost:8787/__local/stock/v1
 */
import { parseArgs } from 'node:util'
import { checkStockApi, formatStockCheck } from './contract-check.ts'

const { values } = parseArgs({
  options: { url: { type: 'string' }, token: { type: 'string' } },
})
if (!values.url || !URL.canParse(values.url)) {
  console.error('Usage: npm run stock:check -- --url https://stock-api.example.lu/v1 [--token T]')
  process.exit(2)
}
const report = await checkStockApi({
  baseUrl: values.url,
  token: values.token ?? process.env.STOCK_API_TOKEN,
})
console.info(formatStockCheck(report, values.url))
if (report.violations.length > 0) process.exitCode = 1
