import type { JSONRPCRequest, ToolAnnotations } from '@modelcontextprotocol/server';
import type * as z from 'zod';
import type { Scope } from '../../../application/shared/auth-context.js';
import type { McpCaller } from './caller.js';
import { withErrorBranch } from './output-envelope.js';
import { listed } from './schemas/listed-schema.js';

/**
 * One MCP tool: what clients see in tools/list (name, schemas, annotations), the OAuth scope a
 * tools/call needs, and what it does for the caller. `run` returns the structured result (it must
 * match `outputSchema`) or throws a DomainError, which becomes a tool error with that code.
 */
export interface McpTool<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly scope: Scope;
  readonly annotations: ToolAnnotations;
  /** Checks the arguments; tools/list shows it as listed-schema.ts writes it. */
  readonly inputSchema: Input;
  /** What a successful call returns. */
  readonly outputSchema: Output;
  /** What tools/list shows: the result, or `{ error }` (see withErrorBranch). */
  readonly advertisedOutputSchema: z.ZodObject;
  run(args: z.output<Input>, caller: McpCaller, progress?: ToolProgress): Promise<z.input<Output>>;
}

/**
 * Reports how far a slow tool has got (`step` of `steps`), when the client asked for progress
 * (a progressToken in the call's _meta); otherwise nobody listens and it does nothing.
 */
export type ToolProgress = (step: number, steps: number, message: string) => void;

/** Keeps the input/output types of one tool tied together, then erases them for the registry. */
export const defineTool = <Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: Omit<McpTool<Input, Output>, 'advertisedOutputSchema'>,
): McpTool =>
  ({
    ...tool,
    inputSchema: listed(tool.inputSchema, 'input'),
    advertisedOutputSchema: listed(withErrorBranch(tool.outputSchema), 'output'),
  }) as unknown as McpTool;

/** Annotations of a tool that only reads our own data (all four set, for clients that read them regardless). */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** The known tool a tools/call request names, if any (an unknown name is the SDK's -32602 to give). */
export function toolCalled(message: JSONRPCRequest, tools: ReadonlyMap<string, McpTool>): McpTool | undefined {
  const name = (message.params as { name?: unknown } | undefined)?.name;
  return message.method === 'tools/call' && typeof name === 'string' ? tools.get(name) : undefined;
}
