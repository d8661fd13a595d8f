import generated from './generated/contract-schemas.json';
import { type ContractName } from './generated/contract-types';
import { type JsonSchema, schemaRef } from './json-schema';

/** The schema of every contract type, generated from the TypeScript interfaces (tools/scripts/openapi-schemas.mjs). */
export const CONTRACT_SCHEMAS: Readonly<Record<ContractName, JsonSchema>> = generated;

export const contractRef = (name: ContractName): JsonSchema => schemaRef(name);
