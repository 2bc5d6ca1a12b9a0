// Hindi words every resource shares: the location fields, the list's S.No. and Action, and their rule messages.

export const locationFieldsHi = {
  state_id: 'राज्य',
  district_id: 'ज़िला',
  block_id: 'ब्लॉक',
};

export const locationMessagesHi = {
  state_id: ['राज्य आवश्यक है'],
  district_id: ['ज़िला आवश्यक है'],
  block_id: ['ब्लॉक आवश्यक है'],
};

export const listColumnsHi = { serialNo: 'क्र.सं.', id: 'कार्रवाई' };
