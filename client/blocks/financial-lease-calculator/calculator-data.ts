/** The financial lease calculator's GET form values (`fl-…`), read from the page's query. */
export interface FinancialLeaseCalculatorData {
  query: Record<string, string>
}
