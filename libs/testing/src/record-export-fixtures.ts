import { type FhirBundle, type FhirResource, RECORD_EXPORT_PATH } from '@vitalsync/contracts';

import { type ApiClient, type ApiResponse } from './api-client';

export const RECORD_EXPORT_URL = `/api${RECORD_EXPORT_PATH}`;

/** GET the signed-in account's FHIR record export. */
export const exportRecord = (client: ApiClient): Promise<ApiResponse<FhirBundle>> =>
  client.get<FhirBundle>(RECORD_EXPORT_URL);

/** The bundle's resources of one type, in bundle order. */
export const resourcesOf = <Type extends FhirResource['resourceType']>(
  bundle: FhirBundle,
  type: Type,
): Array<Extract<FhirResource, { resourceType: Type }>> =>
  bundle.entry
    .map(({ resource }) => resource)
    .filter(
      (resource): resource is Extract<FhirResource, { resourceType: Type }> => resource.resourceType === type,
    );
