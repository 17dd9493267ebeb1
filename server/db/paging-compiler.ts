import { PostgresDialect, PostgresQueryCompiler, ValueNode, type LimitNode, type OffsetNode, type OperationNode } from 'kysely'

/** A whole number sent as a parameter; anything else (an expression, a fraction) is compiled as it was. */
const wholeNumber = (node: OperationNode) => (ValueNode.is(node) && !node.immediate && Number.isSafeInteger(node.value) ? (node.value as number) : undefined)

/**
 * Writes the numbers given to `.limit()` and `.offset()` into the statement's text instead of sending them as
 * parameters.
 *
 * Statements are prepared by name (named-statements.ts), and after five runs PostgreSQL keeps one generic plan for
 * every parameter value when it costs no more than planning each run. A plan made for an unknown limit is made as if a
 * tenth of the table were wanted (a sort of every match instead of a walk down the order's index), and one for an
 * unknown offset costs more than the first page's plan; either way each run is planned again, which in a list page
 * costs more than running it. Written in, they are known to the one plan. Limits are page sizes and caps, and offsets
 * whole pages, so this adds a text per page a list is read at.
 */
export class PagingQueryCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const limit = wholeNumber(node.limit)
    if (limit === undefined) super.visitLimit(node)
    else this.append(`limit ${limit}`)
  }

  protected override visitOffset(node: OffsetNode): void {
    const offset = wholeNumber(node.offset)
    if (offset === undefined) super.visitOffset(node)
    else this.append(`offset ${offset}`)
  }
}

/** PostgreSQL through `pg`, compiled with the paging above. */
export class PagingPostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new PagingQueryCompiler()
  }
}
