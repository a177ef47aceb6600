import type { JSONRPCRequest, ToolAnnotations } from '@modelcontextprotocol/server';
import type { ClassConstructor } from 'class-transformer';
import type { SchemaObject } from '../shapes/schema-object.js';
import type { Scope } from '../../../application/shared/auth-context.js';
import type { McpCaller } from './caller.js';
import { toolInput, type ToolInput } from './schemas/tool-input.js';
import { toolOutput, type ToolOutput } from './schemas/tool-output.js';

/**
 * One MCP tool: what clients see in tools/list (name, schemas, annotations), the OAuth scope a
 * tools/call needs, and what it does for the caller. Its arguments and result are wire shapes
 * (src/adapters/inbound/shapes), the same REST validates and OpenAPI documents. `run` returns the
 * structured result (it must match the output) or throws a DomainError, which becomes a tool error
 * with that code.
 */
export interface McpTool<Args extends object = any> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly scope: Scope;
  readonly annotations: ToolAnnotations;
  /** The tool's `_meta` in tools/list, e.g. the MCP App that shows its result (trip-app.ts). */
  readonly meta?: Record<string, unknown>;
  /** Checks the arguments as REST checks a body; tools/list shows it as listed-schema.ts writes it. */
  readonly input: ToolInput<Args>;
  /** What a successful call returns, and what tools/list shows (the result, or `{ error }`). */
  readonly output: ToolOutput;
  run(args: Args, caller: McpCaller, progress?: ToolProgress): Promise<object>;
}

/**
 * Reports how far a slow tool has got (`step` of `steps`), when the client asked for progress
 * (a progressToken in the call's _meta); otherwise nobody listens and it does nothing.
 */
export type ToolProgress = (step: number, steps: number, message: string) => void;

/** A tool from its argument class (or a prepared ToolInput) and the JSON Schema of its result. */
export const defineTool = <Args extends object>(
  tool: Omit<McpTool<Args>, 'input' | 'output'> & {
    input: ClassConstructor<Args> | ToolInput<Args>;
    output: SchemaObject;
  },
): McpTool => {
  const { input, output, ...rest } = tool;
  return { ...rest, input: typeof input === 'function' ? toolInput(input) : input, output: toolOutput(output) };
};

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
