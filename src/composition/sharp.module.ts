import { ContainerModule } from 'inversify';
import type { ImageProcessor } from '../application/ports/image-processor.port.js';
import type { PhotoSearch } from '../application/ports/photo-search.port.js';
import { TOKENS } from '../tokens.js';
import { GeneratedCoverSearch } from '../adapters/outbound/sharp/generated-cover.js';
import { SharpImageProcessor } from '../adapters/outbound/sharp/image-processor.js';

/**
 * Image re-encoding, and the offline photo source. PhotoSearch is multi-bound and asked in binding
 * order, so load this module after any module that binds a real photo API (the generator always answers).
 */
export const sharpModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<ImageProcessor>(TOKENS.ImageProcessor).toConstantValue(new SharpImageProcessor());
    bind<PhotoSearch>(TOKENS.PhotoSearch).toConstantValue(new GeneratedCoverSearch());
  });
