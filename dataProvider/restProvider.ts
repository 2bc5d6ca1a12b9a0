// ra-data-simple-rest at the REST facade (docs/decisions/029-rest-facade.md), over the app's one HTTP client (its
// base address, bearer token, and refresh-and-replay): what the server answers best once it pages a list, its
// pages, getMany and getManyReference. Adds, edits and deletes keep the contract's endpoints (writeCalls.ts).
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import { REST_BASE } from '../resources/index.ts';
import type { HttpClient } from './httpClient.ts';

/**
 * The stock provider, its calls sent by `http` (the `Range` header it adds for cross-origin Chrome is not needed:
 * the facade answers Content-Range to every list call).
 * @example createRestProvider(http).getMany('site', { ids: [3, 4] }) // GET rest/site?filter={"id":[3,4]}
 */
export const createRestProvider = (http: HttpClient): DataProvider =>
  simpleRestProvider(REST_BASE, (url: string) => http.fetchJson(url));
