import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
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

type ToolHandler = (tool: McpTool, args: unknown) => Promise<CallToolResult>;

/**
 * Builds the SDK server of each stateless request with the tools it calls, bound to the request's
 * caller (registering every tool on every request cost more than a ping itself). tools/list is
 * answered for all tools from a list computed once by the SDK itself: it never changes, and the SDK
 * converts every schema to JSON Schema on each call (about 30 ms of CPU for all tools).
 */
export class McpServerFactory {
  private listed?: Promise<Tool[]>;

  constructor(
    private readonly tools: readonly McpTool[],
    private readonly logger: Logger,
  ) {}

  /** A server whose tools/call knows `called` (other names: the SDK's "not found" tool error). */
  create(caller: McpCaller, called: readonly McpTool[]): McpServer {
    const server = this.build(called, (tool, args) => callTool(tool, args, caller, this.logger));
    server.server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await this.toolList() }));
    return server;
  }

  private build(tools: readonly McpTool[], handle: ToolHandler): McpServer {
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
        (args: unknown) => handle(tool, args),
      );
    }
    return server;
  }

  /** The SDK's own tools/list of these tools, asked once over an in-memory connection. */
  private toolList(): Promise<Tool[]> {
    this.listed ??= (async () => {
      const server = this.build(this.tools, () => Promise.reject(new Error('the catalogue server runs no tools')));
      const client = new Client(MCP_SERVER_INFO);
      const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
      try {
        await server.connect(serverSide);
        await client.connect(clientSide);
        return (await client.listTools()).tools;
      } finally {
        await client.close();
        await server.close();
      }
    })();
    this.listed.catch(() => (this.listed = undefined));
    return this.listed;
  }
}
