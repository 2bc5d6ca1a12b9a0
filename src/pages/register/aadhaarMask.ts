// How an Aadhaar number is shown when its field is not being edited: every digit hidden but the last four.

export const AADHAAR_LENGTH = 12;

/** Digits only, at most twelve: what an Aadhaar field keeps of what is typed. */
export const aadhaarDigits = (text: string): string => text.replace(/\D/g, '').slice(0, AADHAAR_LENGTH);

/**
 * Grouped in fours like the card prints it.
 * @example maskAadhaar('123456789012') === 'XXXX XXXX 9012'; maskAadhaar('1234') === '1234'
 */
export const maskAadhaar = (digits: string): string => {
  const masked = 'X'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
};
