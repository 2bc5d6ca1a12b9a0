// The API reference's words for the signed-in user's area, which the login answer and the profile carry.
import { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './fieldSchemas.ts';

const id = z.int().min(1);

/** resources/access.ts Area: what the access policy reads of the user. */
const area = z
  .object({
    userId: id,
    roleId: id,
    administrator: z.boolean().meta({ description: 'The role reaches every record (ADMIN_ROLE_IDS)' }),
    stateId: id
      .nullable()
      .meta({ description: "The user's active state; a manager's is their program's or project's" }),
    districtIds: z.array(id).meta({ description: "The user's active districts that lie in their state" }),
    blockId: id.nullable(),
    programId: id.nullable(),
    projectId: id.nullable(),
  })
  .meta({ description: 'Where the user works: the server filters every record they read or write by it' });

export const areaSchema: JsonSchema = jsonSchemaOf(area);

/**
 * A row schema with the user's `area` beside its columns.
 * @example answer: withArea(rowSchemaOf(user))
 */
export const withArea = (row: JsonSchema): JsonSchema => ({
  ...row,
  properties: { ...(row.properties as Record<string, JsonSchema>), area: areaSchema },
  required: [...((row.required as string[] | undefined) ?? []), 'area'],
});
