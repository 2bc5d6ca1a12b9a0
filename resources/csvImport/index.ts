// CSV import of a list, shared by the import screen and the server: columns, cells to values, repeats, texts.
export * from './importTexts.ts';
export * from './importColumns.ts';
export * from './headerMatch.ts';
export * from './cellValue.ts';
export * from './choiceOfCell.ts';
export * from './rowValues.ts';
export * from './duplicateRows.ts';
