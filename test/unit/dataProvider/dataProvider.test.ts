// The dataProvider over a fake HttpClient: endpoints from the configs, list and record shapes, bodies sent.
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, replyOf } from '../../../dataProvider/index.ts';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import { defineResource, project, type MasterData } from '../../../resources/index.ts';
import { httpClientOf } from '../httpClientOf.ts';

interface Call {
  path: string;
  method?: string;
  body?: unknown;
}

/** An HttpClient that answers from a table of paths and records every call. */
const fakeHttp = (answers: Record<string, unknown>) => {
  const calls: Call[] = [];
  const http: HttpClient = httpClientOf(
    async <T>(path: string, init?: { method?: 'GET' | 'POST'; body?: unknown }) => {
      calls.push({ path, method: init?.method, body: init?.body });
      return answers[path] as T;
    },
  );
  return { http, calls };
};

const aProject = (id: number, state_id = 1) => ({
  id,
  project_name: `Project ${id}`,
  project_code: `P-${id}`,
  state_id,
  start_date: '2025-03-04',
  end_date: '2025-06-30',
});
const masterData = {
  state: [
    { state_id: 1, state_name: 'Kerala' },
    { state_id: 2, state_name: 'Goa' },
  ],
} as MasterData;
const listParams = (q = '', page = 1) => ({
  pagination: { page, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: { q },
});

describe('getList', () => {
  it('reads a list answered as an array from the config endpoint', async () => {
    const { http, calls } = fakeHttp({ projects: [aProject(1), aProject(2)] });
    const result = await createDataProvider(http).getList('project', listParams());
    expect([calls[0].path, result.total, result.data.map((r) => r.id)]).toEqual(['projects', 2, [1, 2]]);
  });

  it('reads a list answered as an object with a users array', async () => {
    const { http } = fakeHttp({ programs: { users: [{ ...aProject(5), program_name: 'X' }] } });
    const result = await createDataProvider(http).getList('program', listParams());
    expect(result.data.map((r) => r.id)).toEqual([5]);
  });

  it('warns and throws on any other list answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http } = fakeHttp({ projects: { rows: [] } });
    await expect(createDataProvider(http).getList('project', listParams())).rejects.toThrow(
      'Unexpected list format',
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('searches by state names from master data and numbers rows across pages', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => aProject(i + 1, (i % 2) + 1));
    const { http } = fakeHttp({ projects: rows });
    const provider = createDataProvider(http, { getMasterData: () => masterData });
    const result = await provider.getList('project', listParams('goa', 2));
    expect([result.total, result.data.map((r) => r.serialNo), result.data[0].id]).toEqual([
      15,
      [11, 12, 13, 14, 15],
      22,
    ]);
  });
});

describe('getOne and getMany', () => {
  it('takes the first element of the get answer', async () => {
    const { http, calls } = fakeHttp({ 'get_project/3': [aProject(3), aProject(4)] });
    const { data } = await createDataProvider(http).getOne('project', { id: 3 });
    expect([calls[0].path, data]).toEqual(['get_project/3', aProject(3)]);
  });

  it('fails with 404 when the get answer is empty', async () => {
    const { http } = fakeHttp({ 'get_program/9': [] });
    await expect(createDataProvider(http).getOne('program', { id: 9 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('finds several records in the list', async () => {
    const { http } = fakeHttp({ projects: [aProject(1), aProject(2), aProject(3)] });
    const { data } = await createDataProvider(http).getMany('project', { ids: [3, '1'] });
    expect(data.map((r) => r.id)).toEqual([1, 3]);
  });
});

describe('create, update and delete', () => {
  it('posts an add body with an empty id and payload date keys, and keeps the reply', async () => {
    const { http, calls } = fakeHttp({
      projects_add: { message: 'Added!', subMessage: 'Project added.', id: 12 },
    });
    const values = {
      project_name: 'N',
      project_code: 'C',
      state_id: 1,
      startDate: '2025-03-04',
      endDate: '2025-04-04',
    };
    const { data } = await createDataProvider(http).create('project', { data: values });
    expect(calls[0]).toEqual({ path: 'projects_add', method: 'POST', body: { id: '', ...values } });
    expect([data.id, data.start_date, replyOf(data)]).toEqual([
      12,
      '2025-03-04',
      { message: 'Added!', subMessage: 'Project added.' },
    ]);
  });

  it('posts an edit body without id to the edit endpoint of the record', async () => {
    const { http, calls } = fakeHttp({ 'programs_edit/4': { message: 'Updated' } });
    const record = {
      id: 4,
      program_name: 'P',
      program_code: 'C',
      state_id: 2,
      start_date: '2025-01-01',
      end_date: '2025-02-01',
    };
    await createDataProvider(http).update('program', { id: 4, data: record, previousData: record });
    expect(calls[0]).toEqual({
      path: 'programs_edit/4',
      method: 'POST',
      body: {
        program_name: 'P',
        program_code: 'C',
        state_id: 2,
        startDate: '2025-01-01',
        endDate: '2025-02-01',
      },
    });
  });

  it('deletes with a GET to the delete endpoint and keeps the reply', async () => {
    const { http, calls } = fakeHttp({ 'project_delete/8': { message: 'Gone' } });
    const { data } = await createDataProvider(http).delete('project', { id: 8, previousData: aProject(8) });
    expect([calls[0].path, calls[0].method, replyOf(data)?.message]).toEqual([
      'project_delete/8',
      undefined,
      'Gone',
    ]);
  });
});

describe('multipart resources', () => {
  const worker = defineResource({
    ...project,
    name: 'worker',
    multipart: true,
    endpoints: {
      list: 'workers',
      get: 'get_worker',
      add: 'workers_add',
      edit: 'workers_edit',
      delete: 'worker_delete',
    },
    fields: [
      { name: 'worker_name', label: 'Name', kind: 'text' },
      { name: 'district_id', label: 'District', kind: 'select', multiple: true },
      { name: 'image', label: 'Image', kind: 'file' },
    ],
  });
  const image = new File(['x'], 'face.png', { type: 'image/png' });
  const send = async (mode: 'create' | 'update') => {
    const { http, calls } = fakeHttp({});
    const provider = createDataProvider(http, { resources: [worker] });
    const data = { worker_name: 'Asha', district_id: [3, 4], image };
    if (mode === 'create') await provider.create('worker', { data });
    else await provider.update('worker', { id: 1, data, previousData: { id: 1 } });
    return calls[0].body as FormData;
  };

  it('sends the add body as FormData without the image', async () => {
    const form = await send('create');
    expect([
      form instanceof FormData,
      form.get('worker_name'),
      form.get('district_id'),
      form.has('image'),
    ]).toEqual([true, 'Asha', '3,4', false]);
  });

  it('sends a newly chosen image on edit', async () => {
    const form = await send('update');
    expect((form.get('image') as File).name).toBe('face.png');
  });
});
