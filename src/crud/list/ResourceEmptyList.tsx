// A resource's list with no rows to show, as a table or as cards: the empty list's sentence in the resource's
// words, and its Add button for a role that may add.
import { useListContext } from 'react-admin';
import { useText } from '../../i18n/useText.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { AddButton } from './AddButton.tsx';
import { EmptyList } from './EmptyList.tsx';

export const ResourceEmptyList = () => {
  const { name } = useResourceConfig();
  const { filterValues } = useListContext();
  const translate = useText();
  const searched = Object.values(filterValues).some((value) => value !== undefined && value !== '');
  return (
    <EmptyList things={translate(`resources.${name}.things`)} searched={searched} action={<AddButton />} />
  );
};
