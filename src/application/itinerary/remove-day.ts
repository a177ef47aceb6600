import { mustFind } from '../../domain/itinerary/item-changes.js';
import { writable } from '../../domain/itinerary/permissions.js';
import type { DerivedDraft } from './change-itinerary.js';

/**
 * Removing one day. No command does it, so it is a merge-patch of the days without it, worked out
 * from the days as read: run it with ChangeItinerary.executeDerived, which appends it at the revision
 * read, so that a day added or changed in between is not lost. It refuses as a command would, in
 * decide's order: notFound for an itinerary the actor may not see, forbidden for a viewer, notFound
 * for a day it does not have.
 */
export const removeDay =
  (dayId: string): DerivedDraft =>
  (state, actor) => {
    const { days } = writable(state, actor);
    mustFind(days, dayId, 'Day');
    return { type: 'PatchItinerary', days: days.filter((day) => day.id !== dayId) };
  };
