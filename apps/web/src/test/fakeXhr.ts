/** Stands in for the browser's XMLHttpRequest: reports upload progress, an answer or a timeout when told. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  body: unknown = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server's envelope: code 200 with `data`, or another code with its message. */
  answer(data: unknown, code = 200, message = 'ok') {
    this.status = 200;
    this.responseText = JSON.stringify({ code, message, data });
    this.onload?.();
  }
}
