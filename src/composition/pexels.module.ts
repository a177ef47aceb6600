import { ContainerModule } from 'inversify';
import type { PhotoSearch } from '../application/ports/photo-search.port.js';
import { TOKENS } from '../tokens.js';
import { PexelsPhotoSearch, type PexelsSettings } from '../adapters/outbound/pexels/photo-search.js';

/** Pexels as a photo source (PEXELS_API_KEY); load it before sharpModule, whose generator is the fallback. */
export const pexelsModule = (settings: PexelsSettings): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<PhotoSearch>(TOKENS.PhotoSearch).toConstantValue(new PexelsPhotoSearch(settings));
  });
