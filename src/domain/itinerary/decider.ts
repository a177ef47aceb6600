import type { Decider } from '../shared/event.js';
import type { ItineraryCommand } from './commands.js';
import { decide } from './decide.js';
import type { ItineraryEvent } from './events.js';
import { evolve } from './evolve.js';
import { initialItineraryState, type ItineraryState } from './state.js';

export const itineraryDecider: Decider<ItineraryCommand, ItineraryEvent, ItineraryState> = {
  decide,
  evolve,
  initialState: initialItineraryState,
};
