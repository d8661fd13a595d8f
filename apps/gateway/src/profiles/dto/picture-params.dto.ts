import { Matches } from 'class-validator';

import { notFound } from '../../http/validation.pipe';

/** Picture names are random UUIDs with an image extension; licence proofs are named otherwise and never match. */
const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpe?g)$/;

export class PictureParamsDto {
  @Matches(PICTURE_NAME, { context: notFound('There is no such picture.') })
  file!: string;
}
