// The server-only entry (`@vitalsync/contracts/server`): the class-validator classes that check each contract's
// payloads, beside the contract they check. The web imports `@vitalsync/contracts` only, which carries none of them.
export { ActorDto, ActorField } from './validation/actor.dto';
export { Nested } from './validation/nested';
export { FreeText, NonBlankText, Trimmed } from './validation/text-fields';
export { ReadOnlyPart, withoutReadOnlyParts } from './validation/read-only-part';
export { refusalMessageOf, refusedWith, REFUSAL_MESSAGE_CONTEXT } from './validation/refusal-message';
export { MessageText } from './validation/message-text';
