import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../../domain/itinerary/types.js';
import { IsNotBlank, LIMITS, Optional, OptionalText, Required } from '../../../shapes/decorators.js';

const kindMessage = { message: `must be one of: ${DOCUMENT_KINDS.join(', ')}` };
/** RFC 6838 type/subtype, without parameters. */
const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

/** The text fields of POST .../documents (multipart/form-data; the file part is `file`). */
export class DocumentUploadDto {
  @Required(IsString(), Matches(MEDIA_TYPE, { message: 'must be a media type such as application/pdf' }))
  mimeType!: string;
  @Optional(IsString(), IsNotBlank(), MaxLength(LIMITS.shortText)) name?: string;
  @Optional(IsIn(DOCUMENT_KINDS, kindMessage)) kind?: DocumentKind;
}

/** PATCH .../document/{docId}: name and/or kind. */
export class DocumentPatchDto {
  @OptionalText() name?: string;
  @Optional(IsIn(DOCUMENT_KINDS, kindMessage)) kind?: DocumentKind;
}
