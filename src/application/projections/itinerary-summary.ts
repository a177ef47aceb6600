import type { ImageRef, Role, Visibility } from '../../domain/itinerary/types.js';
import type { ItineraryDocument } from './documents.js';

/** The fields of an itinerary that lists show, derived from its document. */
export interface ItinerarySummary {
  id: string;
  ownerId: string;
  title: string;
  destination: string;
  startDate?: string;
  visibility: Visibility;
  cover?: ImageRef;
  createdAt: string;
  updatedAt: string;
  dayCount: number;
  stopCount: number;
}

export interface Membership {
  userId: string;
  role: Role;
}

/** The text a search matches, one field per weight class. */
export interface SearchText {
  title: string;
  destination: string;
  tags: string;
  summary: string;
  stops: string;
}

/** What every read-model store writes for one itinerary; undefined for a deleted or absent one. */
export interface ItineraryReadModel {
  summary: ItinerarySummary;
  members: Membership[];
  search: SearchText;
}

export function itineraryReadModel(doc: ItineraryDocument): ItineraryReadModel | undefined {
  const s = doc.state;
  if (s.status !== 'active') return undefined;
  const summary: ItinerarySummary = {
    id: s.id,
    ownerId: s.ownerId,
    title: s.title,
    destination: s.destination,
    visibility: s.visibility,
    createdAt: s.createdAt,
    updatedAt: doc.updatedAt,
    dayCount: s.days.length,
    stopCount: s.days.reduce((n, day) => n + day.stops.length, 0),
  };
  if (s.startDate !== undefined) summary.startDate = s.startDate;
  if (s.cover !== undefined) summary.cover = s.cover;
  const members: Membership[] = [
    { userId: s.ownerId, role: 'owner' },
    ...Object.entries(s.members)
      .filter(([userId]) => userId !== s.ownerId)
      .map(([userId, role]) => ({ userId, role })),
  ];
  const search: SearchText = {
    title: s.title,
    destination: s.destination,
    tags: (s.tags ?? []).join(' '),
    summary: s.summary ?? '',
    stops: s.days.flatMap((day) => day.stops.map((stop) => stop.name)).join(' \n'),
  };
  return { summary, members, search };
}
