import type { CallToolResult } from '@modelcontextprotocol/server';
import type { Logger } from '../../../application/ports/logger.port.js';
import { InvalidCursorError } from '../../../application/shared/page.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import type { McpCaller } from './caller.js';
import type { McpTool, ToolProgress } from './tool.js';

/**
 * Runs a tool for a caller. Success: the structured result, also as JSON text for clients that only
 * read text (MCP 2025-06-18 "structured content"), checked against the tool's output schema, so
 * tools/list never lies about what a call returns.
 * Failures the caller can act on (DomainError, with docs/design.md §2's code) are tool errors, not
 * JSON-RPC errors: the model sees them and can correct itself. Anything else is logged and reported
 * as internalError without its message.
 */
export async function callTool(
  tool: McpTool,
  args: unknown,
  caller: McpCaller,
  logger: Logger,
  progress?: ToolProgress,
): Promise<CallToolResult> {
  try {
    const result = (await tool.run(tool.input.check(args), caller, progress)) as Record<string, unknown>;
    tool.output.check(result);
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  } catch (error) {
    if (error instanceof DomainError) return toolError(error.code, error.message, error.details);
    if (error instanceof InvalidCursorError) return toolError('validationFailed', error.message, { path: 'cursor' });
    logger.error({ err: error, tool: tool.name, userId: caller.auth.userId }, 'MCP tool failed');
    return toolError('internalError', 'Something went wrong on our side; it has been logged.');
  }
}

/** `structuredContent.error` mirrors the problem+json body of the REST API: code, message, details. */
export function toolError(code: string, message: string, details: Record<string, unknown> = {}): CallToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: `${code}: ${message}` }],
    structuredContent: { error: { ...details, code, message } },
  };
}
