/** A page read from the web by the link reader; `body` is decoded text (HTML, JSON or XML). */
export interface FetchedPage {
  /** The URL that was asked for. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  status: number;
  /** The media type without parameters, lower case, e.g. `text/html`. */
  contentType: string;
  body: string;
  /** How long the page may be reused, as its server said (Cache-Control and Expires headers). */
  cacheControl?: string;
  expires?: string;
}

export interface ReadOptions {
  /** Aborts the read (the adapter also enforces its own total time limit). */
  signal?: AbortSignal;
}

/**
 * Reads a public web page for link import. Implementations refuse anything that is not a public
 * http(s) address (DomainError `linkNotAllowed`) and report pages that cannot be read, are too
 * large or are of another media type as DomainError `linkUnreadable`.
 */
export interface LinkReader {
  read(url: string, options?: ReadOptions): Promise<FetchedPage>;
}
