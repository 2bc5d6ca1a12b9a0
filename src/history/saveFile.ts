// Hands a file the page holds in memory to the browser's downloads, under the given name.

/** @example saveFile(await calls.exportActivity(filter), 'activity-2025-03-04.csv') */
export const saveFile = (file: Blob, name: string): void => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
