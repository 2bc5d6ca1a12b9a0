// The signed-in user's area as the login answer and the profile carry it: the document's component `Area`.
import { z } from 'zod';
import { component } from './routeSchema.ts';

const id = z.int().min(1);

/** resources/access.ts Area: what the access policy reads of the user. */
export const area = component(
  'Area',
  z
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
    .meta({ description: 'Where the user works: the server filters every record they read or write by it' }),
);

/**
 * A row with the user's `area` beside its columns.
 * @example answer: withArea(rowOf(user).extend({ role_name: z.string().nullable() }))
 */
export const withArea = <Shape extends z.ZodRawShape>(row: z.ZodObject<Shape>) => row.extend({ area });
