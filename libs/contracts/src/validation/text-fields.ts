import { applyDecorators } from '@nestjs/common';
import { hasForbiddenCharacters } from '../accounts/validate-fields';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, ValidateBy } from 'class-validator';

/** Surrounding blanks are never meant: what is checked and stored is the trimmed text. */
export const Trimmed = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** No NUL (PostgreSQL text cannot hold it) and no half of a surrogate pair (not a character at all). */
const HasNoForbiddenCharacters = (): PropertyDecorator =>
  ValidateBy({
    name: 'hasNoForbiddenCharacters',
    validator: { validate: (value: unknown) => typeof value === 'string' && !hasForbiddenCharacters(value) },
  });

/** Text a person typed: trimmed, at most `maxLength` characters, none PostgreSQL or UTF-8 cannot hold. */
export const FreeText = (maxLength: number): PropertyDecorator =>
  applyDecorators(Trimmed(), IsString(), MaxLength(maxLength), HasNoForbiddenCharacters());

/** Free text that must say something once trimmed. */
export const NonBlankText = (maxLength: number): PropertyDecorator =>
  applyDecorators(FreeText(maxLength), Matches(/\S/));
