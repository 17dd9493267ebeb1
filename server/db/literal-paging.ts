import {
  LimitNode,
  OffsetNode,
  OperationNodeTransformer,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely'

/** A number sent as a parameter, written into the text instead; anything else as it was. */
const literal = (node: OperationNode) =>
  ValueNode.is(node) && !node.immediate && Number.isSafeInteger(node.value) ? ValueNode.createImmediate(node.value) : undefined

class PagingTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const limit = literal(node.limit)
    return limit ? LimitNode.create(limit) : super.transformLimit(node)
  }

  protected override transformOffset(node: OffsetNode): OffsetNode {
    const offset = literal(node.offset)
    return offset ? OffsetNode.create(offset) : super.transformOffset(node)
  }
}

/**
 * Writes the numbers given to `.limit()` and `.offset()` into the statement's text instead of sending them as
 * parameters.
 *
 * Statements are prepared by name (named-statements.ts), and after five runs PostgreSQL keeps one generic plan for
 * every parameter value when it costs no more than planning each run. A plan made for an unknown limit is made as if
 * a tenth of the table were wanted (a sort of every match instead of a walk down the order's index), and one for an
 * unknown offset costs more than the first page's plan; either way each run is planned again, which in a list page
 * costs more than running it. Written in, they are known to the one plan. Limits are page sizes and caps, and offsets
 * whole pages, so this adds a text per page a list is read at.
 */
export class LiteralPaging implements KyselyPlugin {
  private readonly transformer = new PagingTransformer()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node)
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result)
  }
}
