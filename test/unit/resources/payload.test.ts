// Read keys (start_date) and payload keys (startDate) map both ways; add bodies carry id '' and today's date.
import { describe, expect, it } from 'vitest';
import { fromPayload, program, project, toCreatePayload, toPayload } from '../../../resources/index.ts';

const readProject = () => ({
  id: 7,
  project_name: 'Goa outreach',
  project_code: 'GOA-1',
  state_id: 30,
  start_date: '2025-03-04',
  end_date: '2025-06-30',
  created_at: '2025-01-01T00:00:00Z',
});

describe('toPayload', () => {
  it('sends read dates under their payload keys and leaves other columns out', () => {
    expect(toPayload(project, readProject())).toEqual({
      project_name: 'Goa outreach',
      project_code: 'GOA-1',
      state_id: 30,
      startDate: '2025-03-04',
      endDate: '2025-06-30',
    });
  });

  it('prefers an edited payload-key value over the read value beside it', () => {
    expect(toPayload(project, { ...readProject(), startDate: '2025-04-01' }).startDate).toBe('2025-04-01');
  });
});

describe('fromPayload', () => {
  it('maps a program body to its columns', () => {
    const body = {
      id: '',
      program_name: 'P',
      program_code: 'C',
      state_id: 2,
      startDate: '2025-01-02',
      endDate: '2025-02-03',
    };
    expect(fromPayload(program, body)).toEqual({
      program_name: 'P',
      program_code: 'C',
      state_id: 2,
      start_date: '2025-01-02',
      end_date: '2025-02-03',
    });
  });
});

describe('toCreatePayload', () => {
  it('adds an empty id', () => {
    expect(toCreatePayload(project, readProject(), '2025-05-05').id).toBe('');
  });

  it('sends empty start and end dates as today', () => {
    const payload = toCreatePayload(
      project,
      { project_name: 'A', startDate: '', endDate: null },
      '2025-05-05',
    );
    expect([payload.startDate, payload.endDate]).toEqual(['2025-05-05', '2025-05-05']);
  });

  it('keeps dates that were chosen', () => {
    expect(toCreatePayload(project, readProject(), '2025-05-05').endDate).toBe('2025-06-30');
  });
});
