import express, { type Request, type Response } from 'express';
import type { Logger } from '../../../../application/ports/logger.port.js';
import { layout, pageHeaders } from '../../http/kit/pages/html.js';

/**
 * What the pages outside an authorization share (those a mailed link opens): their small form bodies,
 * how a page is sent, and a handler that turns a failure into a logged 500 page.
 */
export const pageForms = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 5 });

export const sendPage = (res: Response, status: number, html: string): void => {
  res.status(status).set(pageHeaders()).type('html').send(html);
};

/** A string field of a form or query; anything else reads as empty. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const pageHandler =
  (logger: Logger, what: string, run: (req: Request, res: Response) => Promise<void>) =>
  (req: Request, res: Response): void => {
    run(req, res).catch((err: unknown) => {
      logger.error({ err }, `${what} failed`);
      sendPage(res, 500, layout('Something went wrong', '<h1>Something went wrong</h1><p role="alert">Something went wrong on our side; it has been logged. Try again in a moment.</p>'));
    });
  };
