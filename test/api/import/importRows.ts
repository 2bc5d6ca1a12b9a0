// Rows of imported files as the import screen sends them (text cells keyed by the list's column labels).
import type { Body } from '../fieldOps/fieldOpsServer.ts';

/** A project row as the list exports it: Himachal Pradesh by name, dates dd/mm/yyyy. */
export const projectRow = (overrides: Record<string, string> = {}): Record<string, string> => ({
  Name: 'Clean Water',
  'Project code': 'CW-1',
  State: 'HIMACHAL PRADESH',
  StartDate: '01/04/2030',
  EndDate: '31/03/2031',
  ...overrides,
});

/** A site row: Himachal Pradesh > Kullu > Anni, on Mondays. */
export const siteRow = (overrides: Record<string, string> = {}): Record<string, string> => ({
  'Site name': 'Anni Camp',
  'Site code': 'AN-01',
  MHU: 'MHU-7',
  Day: 'Monday',
  State: 'Himachal Pradesh',
  District: 'Kullu',
  Block: 'Anni',
  ...overrides,
});

/** A driver or health worker row: the list's columns and the form's other fields, by name. */
export const fieldWorkerRow = (site: string, overrides: Record<string, string> = {}) => ({
  Name: 'Asha Devi',
  MHU: 'MHU-7',
  'Mobile number': '9876543210',
  Site: site,
  State: 'HIMACHAL PRADESH',
  District: 'KULLU',
  Block: 'ANNI',
  'Spouse/Parent name': 'Ram Lal',
  'Date of birth': '17/05/1990',
  'City/Village': 'Bhuntar',
  Gender: 'Female',
  Relationship: 'Father',
  'ID card': 'Voter ID',
  ...overrides,
});

export interface CheckAnswer {
  rows: { errors: string[]; action: 'add' | 'update' | 'skip'; reason?: string }[];
  ignoredColumns: string[];
}

export interface ImportAnswer {
  added: number;
  updated: number;
  skipped: number;
  rejected: { row: number; reason: string }[];
}

/** The body of both calls. */
export const batch = (rows: Body[], updateExisting?: boolean): Body => ({ rows, updateExisting });
