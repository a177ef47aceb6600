import type { Decider } from '../shared/event.js';
import type { AccountCommand } from './commands.js';
import { decide } from './decide.js';
import type { AccountEvent } from './events.js';
import { evolve } from './evolve.js';
import { initialAccountState, type AccountState } from './state.js';

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  decide,
  evolve,
  initialState: initialAccountState,
};

