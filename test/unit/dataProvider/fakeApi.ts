// A fake API at the fetch boundary: answers by path and bearer token, and records every call.

export interface RecordedCall {
  path: string;
  method: string;
  cache?: RequestCache;
  token: string | null;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

export const fakeApi = (handler: Handler, base = 'http://api.test/api/') => {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: RecordedCall = {
      path: String(input).slice(base.length),
      method: init.method ?? 'GET',
      cache: init.cache,
      token: headers.Authorization?.replace(/^Bearer /, '') ?? null,
      headers,
      body: init.body,
    };
    calls.push(call);
    const answer = await handler(call);
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    const answerHeaders = { 'Content-Type': 'application/json', ...answer.headers };
    return new Response(text, { status: answer.status, headers: answerHeaders });
  };
  return { fetch, calls, base, count: (path: string) => calls.filter((call) => call.path === path).length };
};
