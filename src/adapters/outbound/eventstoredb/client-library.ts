import type * as EventStoreDbClientLibrary from '@eventstore/db-client';
import { lazyRequire } from '../shared/lazy-require.js';

/** The EventStoreDB client library, loaded when the distributed profile first uses it; the embedded profile never does. */
export const esdb = lazyRequire<typeof EventStoreDbClientLibrary>('@eventstore/db-client');
