import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { McpCaller } from './caller.js';
import { callTool } from './tool-results.js';
import type { McpTool } from './tool.js';

export const MCP_SERVER_INFO = { name: 'itinerary-service', version: '0.1.0' } as const;

const INSTRUCTIONS = [
  'Plans travel itineraries for the signed-in traveller.',
  'Read an itinerary with get_itinerary before changing it; every write tool accepts expectedRevision',
  '(the revision you read) and refuses with itineraryModified when the itinerary changed since, so',
  'read it again and retry. Without expectedRevision a write applies to the latest revision.',
  'Errors come back as tool errors whose structured content has a machine-readable code.',
].join(' ');

/** Bounds the work one tools/call can ask for before any tool code runs. */
const MAX_TOOL_INPUT_ELEMENTS = 20_000;

/** A fresh server for one stateless request, its tools bound to the request's caller. */
export function createMcpServer(tools: readonly McpTool[], caller: McpCaller, logger: Logger): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    capabilities: { tools: {} },
    instructions: INSTRUCTIONS,
    maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS,
  });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: `${tool.description}\n\nNeeds the OAuth scope "${tool.scope}".`,
        inputSchema: tool.inputSchema,
        outputSchema: tool.advertisedOutputSchema,
        annotations: { title: tool.title, ...tool.annotations },
      },
      (args: unknown) => callTool(tool, args, caller, logger),
    );
  }
  return server;
}
