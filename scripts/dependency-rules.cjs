/**
 * The layers' import rules (docs/architecture.md "Layers"), checked by dependency-cruiser in
 * `npm run boundaries` (run by .ci/run): each rule names what may not import what.
 */
/** Frameworks and drivers the inner layers must not know. */
const FRAMEWORKS = 'node_modules/(express|inversify|mongodb|@eventstore|better-sqlite3|oidc-provider|@modelcontextprotocol|piscina|sharp|pino|class-validator|class-transformer)/';
/** Node's I/O modules. */
const IO = ['^(node:)?(fs|fs/promises|http|https|net|dns|child_process|worker_threads)$'];

module.exports = {
  forbidden: [
    {
      name: 'outbound-only-from-composition',
      comment: 'Adapters are chosen in the composition (src/composition, and each process or thread entry, src/*-main.ts) only.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/composition/', '^src/adapters/outbound/', '^src/[^/]+-main\\.ts$'] },
      to: { path: '^src/adapters/outbound/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'The domain is plain data and functions: nothing of the layers around it, no framework, no I/O (a pure library such as a geodesic distance is fine).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: ['^src/(?!domain/)', FRAMEWORKS, ...IO] },
    },
    {
      name: 'application-knows-ports-only',
      comment: 'Use cases see ports, never adapters, the composition, a framework or I/O.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: {
        path: ['^src/adapters/', '^src/composition/', FRAMEWORKS, ...IO],
      },
    },
    {
      name: 'inbound-faces-apart',
      comment: 'An inbound adapter does not import another; REST and MCP share the HTTP kit (plumbing) and the wire shapes (shapes/), which import no adapter.',
      severity: 'error',
      from: { path: '^src/adapters/inbound/([^/]+)/', pathNot: '^src/adapters/inbound/cli/' },
      to: { path: '^src/adapters/inbound/', pathNot: ['^src/adapters/inbound/$1/', '^src/adapters/inbound/http/kit/', '^src/adapters/inbound/shapes/'] },
    },
    {
      name: 'operator-cli-uses-oauth-services-only',
      comment: "The operator CLI drives the OAuth adapter's client registry and token issuer (operator tasks), nothing else inbound.",
      severity: 'error',
      from: { path: '^src/adapters/inbound/cli/' },
      to: {
        path: '^src/adapters/inbound/',
        pathNot: ['^src/adapters/inbound/cli/', '^src/adapters/inbound/http/kit/', '^src/adapters/inbound/oauth/(client-registry|token-issuer)\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
