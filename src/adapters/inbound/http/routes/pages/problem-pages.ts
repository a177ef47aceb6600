import type { Router } from 'express';
import { escapeHtml, layout, pageHeaders } from '../../kit/pages/html.js';
import { originOf, problemBody, PROBLEMS_PATH, sendProblem, statusTitle } from '../../kit/problem.js';
import { isProblemCode, PROBLEM_CATALOGUE, PROBLEM_CODES, type ProblemCode } from '../../kit/problem-catalogue.js';
import type { HttpRouteModule } from '../../kit/route-module.js';

/** The catalogue's text is plain prose with `code` spans. */
const prose = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const codeLink = (code: ProblemCode): string => `<a href="${PROBLEMS_PATH}/${code}"><code>${code}</code></a>`;

function problemPage(code: ProblemCode): string {
  const entry = PROBLEM_CATALOGUE[code];
  return layout(
    code,
    `<p class="muted">Error code · HTTP ${entry.status} ${escapeHtml(statusTitle(entry.status))}</p>
<h1><code>${code}</code></h1>
<p>${prose(entry.meaning)}</p>
<h2>Typical cause</h2>
<p>${prose(entry.cause)}</p>
<h2>What to do</h2>
<p>${prose(entry.action)}</p>
${entry.members ? `<h2>What else the problem carries</h2>\n<p>${prose(entry.members)}</p>` : ''}
<p class="muted">Every error of the API is <code>application/problem+json</code> (RFC 9457) whose <code>type</code> is the address of this page and whose <code>code</code> is <code>${code}</code>.</p>
<p><a href="${PROBLEMS_PATH}">All error codes</a> · <a href="/docs">API reference</a> · <a href="/">Home</a></p>`,
  );
}

function indexPage(): string {
  const rows = [...PROBLEM_CODES]
    .sort((a, b) => PROBLEM_CATALOGUE[a].status - PROBLEM_CATALOGUE[b].status || a.localeCompare(b))
    .map((code) => `<li>${PROBLEM_CATALOGUE[code].status} ${codeLink(code)}: ${prose(PROBLEM_CATALOGUE[code].meaning)}</li>`);
  return layout(
    'Error codes',
    `<h1>Error codes</h1>
<p>Every error of the API is <code>application/problem+json</code> (RFC 9457) with a machine-readable <code>code</code>; its <code>type</code> is the address of the code's page.</p>
<ul class="codes">
${rows.join('\n')}
</ul>
<p><a href="/docs">API reference</a> · <a href="/">Home</a></p>`,
  );
}

/**
 * BASE_URL/problems/<code>: the page every problem's `type` names, one per code (what it means, what
 * usually causes it, what to do), and BASE_URL/problems listing them. Built once: they never change.
 */
export class ProblemPages implements HttpRouteModule {
  readonly name = 'problem-pages';
  readonly stage = 'raw' as const;
  private readonly pages = new Map(PROBLEM_CODES.map((code) => [code, problemPage(code)]));
  private readonly index = indexPage();

  register(router: Router): void {
    const headers = { ...pageHeaders(), 'Cache-Control': 'public, max-age=3600' };
    router.get(PROBLEMS_PATH, (_req, res) => {
      res.set(headers).type('html').send(this.index);
    });
    router.get(`${PROBLEMS_PATH}/:code`, (req, res) => {
      const code = String(req.params.code);
      if (!isProblemCode(code)) return sendProblem(res, problemBody(originOf(res), 'notFound', `There is no error code ${code}; ${PROBLEMS_PATH} lists them.`));
      res.set(headers).type('html').send(this.pages.get(code));
    });
  }
}
