import type {
  ImportFromLinkInput,
  ImportItineraryFromLink,
} from '../../../../../application/import/import-itinerary-from-link.js';
import type { ItineraryPresenter } from '../../../../../application/itinerary/itinerary-presenter.js';
import { etag } from '../../kit/preconditions.js';
import { defineRoute, type AnyRoute } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';
import { ImportFromLinkDto } from '../../../shapes/import-from-link.js';

export interface LinkImportRouteDependencies {
  importer: ImportItineraryFromLink;
  presenter: ItineraryPresenter;
  itineraryUrl(itineraryId: string): string;
}

/** Link import (docs/interface.md "Link import"). */
export class LinkImportRouteSet implements RouteSet {
  readonly name = 'link-import';

  constructor(private readonly deps: LinkImportRouteDependencies) {}

  routes(): AnyRoute[] {
    const { importer, presenter, itineraryUrl } = this.deps;
    return [
      defineRoute({
        method: 'POST',
        path: '/v1/itinerary/from-link',
        tag: 'Link import',
        summary: 'Draft an itinerary from a link, and create it',
        description:
          'Reads a web page, article, short video, photo post or pin board and plans its places day by day. ' +
          'Needs Pro (402 subscriptionRequired) and AI-imports consent (403 aiConsentRequired), checked in that ' +
          'order before anything is fetched. A link nobody has imported before costs one unit of the yearly ' +
          'allowance, charged only when the read succeeds (429 importAllowanceExceeded when it is used up); ' +
          're-reading a link anybody imported is free. Reading a new link also counts against an hourly rate of ' +
          'attempts, failed ones included (429 importRateLimited, Retry-After); a page that cannot be read within ' +
          'the extraction deadline is 422 linkUnreadable, and 503 importBusy (Retry-After) means too many links ' +
          'are being read at once. preview: true answers {preview, source} and saves ' +
          'nothing; otherwise the draft is created as your private itinerary (title and startDate override the ' +
          "draft's; the duplicate rule of create applies, with allowDuplicate) and 201 answers {itinerary, source}.",
        scope: 'imports',
        access: { role: 'signedIn', pro: true },
        idempotent: true,
        body: ImportFromLinkDto,
        responses: {
          200: {
            description: 'preview: the draft (no server-set fields) and the import source.',
            schema: 'ImportPreview',
          },
          201: {
            description: 'The new itinerary and the import source.',
            schema: 'ImportedItinerary',
            headers: ['ETag', 'Location'],
          },
        },
        errors: [
          'validationFailed',
          'subscriptionRequired',
          'aiConsentRequired',
          'linkNotAllowed',
          'linkUnreadable',
          'importAllowanceExceeded',
          'importRateLimited',
          'importBusy',
          'duplicateItinerary',
          'conflict',
        ],
        handler: async ({ body, actor, command }) => {
          const input: ImportFromLinkInput = { url: body.url };
          if (body.title != null) input.title = body.title;
          if (body.startDate != null) input.startDate = body.startDate;
          if (body.preview === true) return { status: 200, body: await importer.preview(actor, command, input) };
          const allowDuplicate = body.allowDuplicate === true;
          const { itinerary, source } = await importer.create(actor, command, { ...input, allowDuplicate });
          return {
            status: 201,
            body: { itinerary: await presenter.present(itinerary, actor), source },
            headers: { ETag: etag(itinerary.revision), Location: itineraryUrl(itinerary.itineraryId) },
          };
        },
      }),
    ];
  }
}
