import type { Request } from 'express';
import { IsString, MaxLength } from 'class-validator';
import { MAX_IMAGE_BYTES } from '../../../../../application/images/image-intake.js';
import { acceptedImageType } from '../../../../../application/images/image-type.js';
import type { ImageSource } from '../../../../../application/images/itinerary-images.js';
import { IsNotBlank, LIMITS, Required } from '../../../shapes/decorators.js';
import { parseJsonObject, readBodyBytes } from '../../kit/json-body.js';
import { HttpProblem } from '../../kit/problem.js';
import { bodyless, refuseDeclaredOver } from '../../kit/raw-body.js';
import { invalid, validateDto } from '../../kit/validation.js';

const JSON_TYPES = ['application/json', 'application/*+json'];

/** PUT .../image and .../cover with a JSON body: a photo search. */
export class ImageQueryDto {
  @Required(IsString(), IsNotBlank(), MaxLength(LIMITS.shortText)) query!: string;
}

/**
 * What an image PUT body asks for (docs/interface.md "Images", docs/design.md §4): no body, a photo of the
 * destination; JSON, a search; image/jpeg, png, webp or heic, those bytes (left unread here: they
 * are read only once the caller is known to be allowed to write). URLs are refused (400): the
 * service never fetches an image a client names. Any other type: 415; a declared length over
 * 10 MiB: 413 before anything is read.
 */
export async function imageSource(req: Request): Promise<ImageSource> {
  if (bodyless(req)) return { kind: 'destination' };
  if (req.is(JSON_TYPES)) {
    const bytes = await readBodyBytes(req, req.res!);
    if (bytes === undefined) return { kind: 'destination' };
    const json = parseJsonObject(req, bytes);
    if (Object.hasOwn(json, 'url')) {
      throw invalid([{ path: 'url', message: 'is not accepted: upload the image itself, or send {"query": "…"}' }]);
    }
    return { kind: 'search', query: validateDto(ImageQueryDto, json).query };
  }
  const contentType = req.get('Content-Type');
  if (!acceptedImageType(contentType)) {
    throw new HttpProblem(
      'unsupportedMediaType',
      'Send image/jpeg, image/png, image/webp or image/heic bytes, JSON {"query": "…"}, or no body.',
    );
  }
  refuseDeclaredOver(req, MAX_IMAGE_BYTES);
  return { kind: 'upload', body: req, contentType };
}
