import { analyticsReportSchemas, type AnalyticsReport } from '../../../../contract/analytics.ts'

// A report as one CSV table, its columns read off the contract's shape of the report so the file holds what the
// screen shows, whatever the data. Each row names its `section`, the report's field it comes from: a figure beside
// the period before (`current`, `previous`; with `currency` for money), or one entry of a list in the list's own
// columns. A report of one list is that list alone.

interface Shape {
  entries?: Record<string, Shape>
  item?: Shape
}

const rangeKeys = new Set(['from', 'to', 'previousFrom', 'previousTo'])

/** The columns of one field: an object's own, or those of a list's entries. */
const columnsOf = (shape: Shape) => Object.keys((shape.item ?? shape).entries ?? {})

export function reportTable(name: AnalyticsReport, report: object) {
  const fields = Object.entries((analyticsReportSchemas[name] as Shape).entries ?? {}).filter(([key]) => !rangeKeys.has(key))
  const sectioned = fields.length > 1
  const header = [...new Set([...(sectioned ? ['section'] : []), ...fields.flatMap(([, shape]) => columnsOf(shape))])]
  const values = report as Record<string, unknown>
  const rows = fields.flatMap(([section, shape]) => {
    const entries = (shape.item ? values[section] : [values[section]]) as Record<string, unknown>[]
    return entries.map((entry) => header.map((column) => (column === 'section' ? section : entry[column])))
  })
  return { header, rows }
}
