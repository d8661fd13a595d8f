export interface UploadProgress {
  loaded: number;
  /** Null when the browser cannot tell the size of the upload. */
  total: number | null;
}

export interface MultipartAnswer {
  status: number;
  /** The parsed JSON body, or undefined when the answer was not JSON. */
  body: unknown;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * POSTs a multipart form with XMLHttpRequest, because `fetch` (and so RTK Query) cannot report upload progress and
 * a 3 MB licence on a phone connection needs it. Resolves with any HTTP answer; rejects only when there was none
 * (network failure). No credentials flag: the signup goes without one
 * (docs/product/http-and-sockets.md#base-address-and-credentials).
 */
export const postMultipart = (
  url: string,
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
): Promise<MultipartAnswer> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null }),
    );
    request.addEventListener('load', () =>
      resolve({ status: request.status, body: parseJson(request.responseText) }),
    );
    request.addEventListener('error', () => reject(new Error(`Network error: POST ${url}`)));
    request.addEventListener('abort', () => reject(new Error(`Aborted: POST ${url}`)));
    request.send(body);
  });
