// Whoever manages users without being an administrator gives a user only what the user's role holds: a program
// or a project on a coordinator is refused (422), not quietly dropped as it is from an administrator's form.
import { isEmpty, needsProgram, needsProject, userMessages, type Values } from '../../../resources/index.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';

/**
 * Refuses (422 on the field) a program or a project the values' role does not hold, unless an administrator
 * sends it (their form may still carry one after a change of role; the row drops it).
 * @example refuseFieldsNotHeld({ role_id: 5, program_id: 3 }, stateCoordinator) // throws 422 { program_id }
 */
export function refuseFieldsNotHeld(values: Values, actor: AuthUser): void {
  if (actor.area.administrator) return;
  if (!needsProgram(values) && !isEmpty(values.program_id))
    throw new HttpError(422, VALIDATION_MESSAGE, { program_id: userMessages.programNotHeld });
  if (!needsProject(values) && !isEmpty(values.project_id))
    throw new HttpError(422, VALIDATION_MESSAGE, { project_id: userMessages.projectNotHeld });
}
