// Every resource's table is in the schema; a config naming one the schema lacks stops the start, naming its folder.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/index.ts';
import { checkResourceTables } from '../../../server/db/tables.ts';

describe('the resources’ tables', () => {
  it('are all in the schema', () => {
    expect(() => checkResourceTables(resources)).not.toThrow();
  });

  it('name the folder of a config whose table the schema lacks', () => {
    expect(() => checkResourceTables([...resources, { name: 'vehicle', table: 'vehicles' }])).toThrow(
      "resources/vehicle/ names the table 'vehicles', which server/db/schema.ts lacks",
    );
  });
});
