// The messages of a select whose value is not one of its options: written once, from the field's label,
// for the form's kind rules and the server's master-data check alike.

/** The label inside a sentence: 'State' -> 'state', but 'ID card' and 'MHU' keep their capitals. */
const nounOf = (label: string): string =>
  /^\p{Lu}{2}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

export const choiceTexts = {
  /** @example choiceTexts.notInList('ID card') // 'Choose an ID card from the list' */
  notInList: (label: string): string => `Choose ${withArticle(nounOf(label))} from the list`,
  /** @example choiceTexts.notUnder('District', 'State') // 'Choose a district of the chosen state' */
  notUnder: (label: string, parentLabel: string): string =>
    `Choose ${withArticle(nounOf(label))} of the chosen ${nounOf(parentLabel)}`,
  /** Several values where one goes. @example choiceTexts.oneOnly('District') // 'Choose one district' */
  oneOnly: (label: string): string => `Choose one ${nounOf(label)}`,
} as const;
