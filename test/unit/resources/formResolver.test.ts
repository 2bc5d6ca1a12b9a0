// The client form validates with the very schema the server uses, through react-hook-form's zodResolver.
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { project } from '../../../resources/index.ts';

const resolve = (values: Record<string, unknown>) =>
  zodResolver(project.schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('project form resolver', () => {
  it('gives the form the field messages of the shared schema', async () => {
    const { errors } = await resolve({
      project_name: '',
      project_code: 'A B',
      state_id: 1,
      startDate: '2025-03-04',
      endDate: '2025-03-01',
    });
    expect([errors.project_name?.message, errors.project_code?.message, errors.endDate?.message]).toEqual([
      'Project name is required',
      'Project code must be alphanumeric and may include - or _',
      'End date cannot be before start date',
    ]);
  });

  it('gives the form normalized values when all rules pass', async () => {
    const { values } = await resolve({
      project_name: 'A',
      project_code: 'B',
      state_id: '3',
      startDate: '2025-03-04',
      endDate: '2025-03-04',
    });
    expect(values).toMatchObject({ state_id: 3 });
  });
});
