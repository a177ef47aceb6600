/** Escapes text for HTML element content and double-quoted attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const STYLESHEET_PATH = '/oauth/assets/pages.css';

/** The frame every page shares: language, viewport for phones, our one external stylesheet, no script. */
export function layout(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Itinerary</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main class="card">
${main}
</main>
</body>
</html>
`;
}

/**
 * Headers of every page: a CSP allowing nothing but our stylesheet and forms posting to us (and to
 * the client's redirect URI, which a form submission ends at after the authorization redirect).
 */
export function pageHeaders(formTargets: string[] = []): Record<string, string> {
  const formAction = ["'self'", ...formTargets].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self'",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
