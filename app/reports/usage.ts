/** The usage summary shown beside the report form (view model, shared with the page). */
export type UsageBar = { label: string; value: number }
export type UsageSummary = {
  startDate: string
  endDate: string
  sessions: number
  perTool: UsageBar[]
  perWeek: UsageBar[]
  reachedOptions: number
  shared: UsageBar[]
}
