/** One request the app sent through XMLHttpRequest, answered by the test when it chooses. */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];

  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  /** Reports upload progress, as a browser does while the body leaves. */
  progress(loaded: number, total: number | null) {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { loaded, total: total ?? 0, lengthComputable: total !== null }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new ProgressEvent('load'));
  }

  failNetwork() {
    this.dispatchEvent(new ProgressEvent('error'));
  }
}

/** Replaces `XMLHttpRequest` for the current test (restored by `jest.restoreAllMocks()`). */
export const installFakeXhr = (): typeof FakeXhr.sent => {
  FakeXhr.sent = [];
  // A constructor that returns an object makes `new XMLHttpRequest()` yield that object.
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest);
  return FakeXhr.sent;
};

/** The request at `index`, failing the test clearly when it was never sent. */
export const sentRequest = (index = 0): FakeXhr => {
  const request = FakeXhr.sent[index];
  if (!request) throw new Error(`XMLHttpRequest ${index} was not sent`);
  return request;
};
