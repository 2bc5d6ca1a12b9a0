// The record an add or edit leaves in react-admin's cache: the body by read keys, less what no read answers.
import { describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../../dataProvider/savedRecord.ts';
import { defineResource, project } from '../../../resources/index.ts';

const member = defineResource({
  ...project,
  name: 'member',
  fields: [
    { name: 'member_name', label: 'Name', kind: 'text' },
    { name: 'start_date', label: 'Start Date', kind: 'date', payloadKey: 'startDate' },
    { name: 'password', label: 'Password', kind: 'password' },
    { name: 'image', label: 'Image', kind: 'file' },
  ],
});

describe('the record a save leaves', () => {
  it('keys the body by read keys', () => {
    expect(savedRecordOf(member, { member_name: 'Asha', startDate: '2025-03-04' })).toEqual({
      member_name: 'Asha',
      start_date: '2025-03-04',
    });
  });

  it('leaves out the password and a newly chosen file', () => {
    const image = new File(['x'], 'face.png', { type: 'image/png' });
    expect(savedRecordOf(member, { member_name: 'Asha', password: 'secret1', image })).toEqual({
      member_name: 'Asha',
    });
  });

  it('keeps a stored file name', () => {
    expect(savedRecordOf(member, { image: 'a1b2.png' })).toEqual({ image: 'a1b2.png' });
  });
});
