// The HTTP client for the calls a form makes itself (the email check): the app's own, unless a test gives one.
import { createContext, useContext } from 'react';
import type { HttpClient } from '../../dataProvider/httpClient.ts';
import { http } from '../backend.ts';

export const HttpClientContext = createContext<HttpClient>(http);

export const useHttpClient = (): HttpClient => useContext(HttpClientContext);
