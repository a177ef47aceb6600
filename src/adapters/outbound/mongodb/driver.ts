import type * as MongoDriver from 'mongodb';
import { lazyRequire } from '../shared/lazy-require.js';

/** The MongoDB driver, loaded when the distributed profile first uses it; the embedded profile never does. */
export const mongodb = lazyRequire<typeof MongoDriver>('mongodb');
