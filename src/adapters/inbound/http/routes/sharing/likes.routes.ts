import type { LikeItinerary } from '../../../../../application/sharing/likes.js';
import { defineRoute, type AnyRoute, type RouteDefinition } from '../../kit/route-definition.js';

/** PUT and DELETE share everything but the verb and what they do. */
const LIKE = {
  path: '/v1/itinerary/{id}/like',
  tag: 'Sharing',
  scope: 'itineraries:write',
  access: { role: 'viewer' },
  params: { id: 'uuid' },
  errors: ['notFound'],
} as const satisfies Partial<RouteDefinition>;

const OUTCOME = { schema: 'LikeOutcome' };

/** One like per user; both verbs are idempotent and answer the caller's like and the counts. */
export const likeRoutes = (likes: LikeItinerary): AnyRoute[] => [
  defineRoute({
    ...LIKE,
    method: 'PUT',
    summary: 'Like an itinerary',
    description:
      'Anyone who may read it may like it, once: liking again changes nothing. Answers {liked, likesCount, viewsCount}.',
    responses: { 200: { ...OUTCOME, description: 'Liked; the counts include this like.' } },
    handler: async ({ params, actor }) => ({ status: 200, body: await likes.like(params.id!, actor) }),
  }),
  defineRoute({
    ...LIKE,
    method: 'DELETE',
    summary: 'Take back a like',
    description: 'Unliking what is not liked changes nothing. Answers {liked: false, likesCount, viewsCount}.',
    responses: { 200: { ...OUTCOME, description: 'Not liked (any more).' } },
    handler: async ({ params, actor }) => ({ status: 200, body: await likes.unlike(params.id!, actor) }),
  }),
];
