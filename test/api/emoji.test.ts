// The server refuses emoji in every text field of every resource in the registry, and in the account bodies.
import { describe, expect, it } from 'vitest';
import { EMOJI_MESSAGE } from '../../resources/emoji.ts';
import { payloadKeyOf, resources, type FieldConfig, type ResourceConfig } from '../../resources/index.ts';
import { tableOf } from '../../server/db/tables.ts';
import { databaseKinds, jsonHeaders, useSignedInServer } from './testServer.ts';

const emojiForms = ['👍', '🇮🇳', '👍🏽', '👨‍👩‍👧', '1️⃣', '❤️'];
const textKinds: FieldConfig['kind'][] = ['text', 'email', 'password'];

/** Every (resource, text field) pair of the registry, so a new resource is covered without touching this file. */
const textFields = resources.flatMap((resource) =>
  resource.fields
    .filter((field) => textKinds.includes(field.kind))
    .map((field, index) => ({
      resource,
      field,
      key: payloadKeyOf(field),
      emoji: emojiForms[index % emojiForms.length],
      title: `${resource.name}.${payloadKeyOf(field)}`,
    })),
);

describe.each(databaseKinds)('emoji refused by the server on the %s database', (kind) => {
  const suite = useSignedInServer(kind);

  const post = async (resource: ResourceConfig, path: string, values: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    const response = await fetch(`${suite.server.url}/api/${path}`, {
      method: 'POST',
      headers: resource.multipart ? { authorization: `Bearer ${suite.token}` } : jsonHeaders(suite.token),
      body: resource.multipart ? form : JSON.stringify(values),
    });
    return { status: response.status, body: (await response.json()) as { errors?: Record<string, string> } };
  };

  it('covers at least one text field of every resource', () => {
    for (const resource of resources) expect(textFields.some((f) => f.resource === resource)).toBe(true);
  });

  it.each(textFields)('refuses an added $title holding $emoji and stores nothing', async (t) => {
    const table = tableOf(t.resource.table);
    const before = await suite.server.db.$count(table);
    const answer = await post(t.resource, t.resource.endpoints.add, { [t.key]: `Ravi ${t.emoji} Kumar` });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[t.key]).toBe(EMOJI_MESSAGE);
    expect(await suite.server.db.$count(table)).toBe(before);
  });

  it.each(textFields)('refuses an edited $title holding $emoji', async (t) => {
    const answer = await post(t.resource, `${t.resource.endpoints.edit}/1`, { [t.key]: `${t.emoji}x` });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[t.key]).toBe(EMOJI_MESSAGE);
  });

  it('refuses a new password holding an emoji', async () => {
    const response = await fetch(`${suite.server.url}/api/change_password`, {
      method: 'POST',
      headers: jsonHeaders(suite.token),
      body: JSON.stringify({ current_password: 'whatever', new_password: 'secret🔑word' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { new_password: EMOJI_MESSAGE } });
  });
});
