// The date pickers' own words that the forms show (MUI X's English defaults, which it has no Hindi for).

export const pickerTexts = {
  clearButtonLabel: 'Clear',
  datePickerToolbarTitle: 'Select date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  openPreviousView: 'Open previous view',
  openNextView: 'Open next view',
} as const;
