import { textOf, type DomDocument } from './dom.js';

/** Title, author and links a page declares in its head (Open Graph, Twitter cards, meta, link rel). */
export interface PageMetadata {
  title?: string;
  description?: string;
  siteName?: string;
  /** The page's language as it declares it (`<html lang>`, og:locale), lower-case ISO 639-1. */
  language?: string;
  /** The country the declaration names with the language ("pt-BR", "es_AR"), ISO 3166-1 alpha-2. */
  region?: string;
  author?: string;
  ogType?: string;
  keywords: string[];
  oembedUrl?: string;
  feedUrl?: string;
}

export function readMetadata(document: DomDocument, baseUrl: string): PageMetadata {
  const meta = (...names: string[]): string | undefined => {
    for (const name of names) {
      const element = document.querySelector(`meta[property="${name}"], meta[name="${name}"], meta[itemprop="${name}"]`);
      // Captions keep their line breaks: they separate the places of a list.
      const content = element?.getAttribute('content')?.replace(/[ \t\r\f\v]+/g, ' ').replace(/ *\n */g, '\n').trim();
      if (content) return content;
    }
    return undefined;
  };
  const link = (selector: string): string | undefined => {
    const href = document.querySelector(selector)?.getAttribute('href');
    if (!href) return undefined;
    try {
      return new URL(href, baseUrl).toString();
    } catch {
      return undefined;
    }
  };
  const authorMeta = meta('author', 'article:author', 'twitter:creator', 'og:article:author', 'book:author');
  const itempropAuthor = document.querySelector('[itemprop="author"] [itemprop="name"]');
  const declared = document.documentElement.getAttribute('lang') ?? meta('og:locale', 'content-language');
  return {
    title: meta('og:title', 'twitter:title') ?? (textOf(document.querySelector('title')) || undefined),
    description: meta('og:description', 'twitter:description', 'description'),
    siteName: meta('og:site_name', 'application-name'),
    language: declared?.slice(0, 2).toLowerCase() || undefined,
    region: /^[a-z]{2}[-_]([a-z]{2})$/i.exec(declared?.trim() ?? '')?.[1]!.toUpperCase(),
    author:
      (authorMeta && !/^https?:/.test(authorMeta) ? authorMeta.replace(/^@/, '') : undefined) ??
      (itempropAuthor?.getAttribute('content') || textOf(itempropAuthor) || undefined) ??
      (textOf(document.querySelector('[rel="author"]')) || undefined),
    ogType: meta('og:type')?.toLowerCase(),
    keywords: (meta('keywords', 'news_keywords') ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    oembedUrl: link('link[type="application/json+oembed"]'),
    feedUrl: link('link[rel="alternate"][type="application/rss+xml"], link[rel="alternate"][type="application/atom+xml"]'),
  };
}

