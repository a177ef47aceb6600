import type { ImageTarget, ItineraryImages } from '../../../../../application/images/itinerary-images.js';
import { ACCEPTED_IMAGE_TYPES } from '../../../../../application/ports/image-processor.port.js';
import type { ItineraryPresenter } from '../../../../../application/itinerary/itinerary-presenter.js';
import { CONTENT_WRITE, itineraryResponse } from '../itinerary/itinerary-responses.js';
import { defineRoute, type AnyRoute, type RawBodyForm, type RouteContext, type RouteResult } from '../../kit/route-definition.js';
import { imageSource, ImageQueryDto } from './image-body.js';

const TAG = 'Images';

export interface ImageRouteDependencies {
  images: ItineraryImages;
  presenter: ItineraryPresenter;
}

const BODY =
  'The body is the image itself (image/jpeg, image/png, image/webp or image/heic; checked by its magic bytes, ' +
  'at most 10 MiB and 50 megapixels, stored re-encoded without metadata), or JSON {"query": "…"} to search a ' +
  'photo, or no body for a photo of the destination. A URL is not accepted (400). The photo is served at a ' +
  'public capability URL under BASE_URL/media/ and the one it replaces is deleted.';

/** The body's forms as imageSource() reads them (no body at all: a photo of the destination). */
const IMAGE_BODY: Record<string, RawBodyForm> = {
  'application/json': { fields: ImageQueryDto },
  ...Object.fromEntries(ACCEPTED_IMAGE_TYPES.map((type) => [type, 'bytes' as const])),
};

const target = (params: Record<string, string>): ImageTarget =>
  params.dayId === undefined ? { kind: 'cover' } : { kind: 'day', dayId: params.dayId };

/** PUT and DELETE of one photo: the cover, or a day's (docs/interface.md "Images"). */
function photoRoutes(deps: ImageRouteDependencies, path: string, photo: string, notes: string): AnyRoute[] {
  const put = async ({ req, params, actor, command, expectedRevision }: RouteContext): Promise<RouteResult> => {
    const source = await imageSource(req);
    const changed = await deps.images.set(params.id!, target(params), source, actor, command, expectedRevision);
    return itineraryResponse(deps.presenter, changed, actor);
  };
  const remove = async ({ params, actor, command, expectedRevision }: RouteContext): Promise<RouteResult> =>
    itineraryResponse(deps.presenter, await deps.images.remove(params.id!, target(params), actor, command, expectedRevision), actor);
  const write = { ...CONTENT_WRITE, path, tag: TAG, access: { role: 'editor' } } as const;
  return [
    defineRoute({
      ...write,
      method: 'PUT',
      summary: `Set ${photo}`,
      description: `${BODY}${notes}`,
      body: 'raw',
      rawBody: IMAGE_BODY,
      errors: ['notFound', 'forbidden', 'validationFailed', 'payloadTooLarge', 'unsupportedMediaType'],
      handler: put,
    }),
    defineRoute({
      ...write,
      method: 'DELETE',
      summary: `Remove ${photo}`,
      description: `Its stored image is deleted; none set: 200, nothing written.${notes}`,
      errors: ['notFound', 'forbidden'],
      handler: remove,
    }),
  ];
}

/** The cover and day photos, set from bytes, a search or the destination. */
export const imageRoutes = (deps: ImageRouteDependencies): AnyRoute[] => [
  ...photoRoutes(deps, '/v1/itinerary/{id}/day/{dayId}/image', 'the photo of a day', ' 404 for an unknown day.'),
  ...photoRoutes(deps, '/v1/itinerary/{id}/cover', 'the cover photo', ''),
];
