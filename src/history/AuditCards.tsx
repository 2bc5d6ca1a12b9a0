// A page of audit rows as cards on a phone: the column marked `title` heads each card, the one marked `action` sits
// on its right, and every other column is a labelled line, so nothing lies off-screen.
import type { ReactNode } from 'react';
import { CardLines, RecordCards } from '../crud/list/RecordCards.tsx';
import { useText } from '../i18n/useText.ts';
import type { AuditColumn } from './AuditTable.tsx';

interface AuditCardsProps<Row> {
  columns: AuditColumn<Row>[];
  rows: Row[];
  isPending: boolean;
  rowKey: (row: Row) => string;
}

/** SimpleList keys and reads records by their id: each row goes as one, under its key. */
interface Carded<Row> {
  id: string;
  row: Row;
}

export function AuditCards<Row>({ columns, rows, isPending, rowKey }: AuditCardsProps<Row>) {
  const translate = useText();
  const title = columns.find((column) => column.card === 'title');
  const action = columns.find((column) => column.card === 'action');
  const lines = columns.filter((column) => !column.card);
  const cell = (column: AuditColumn<Row> | undefined, { row }: Carded<Row>): ReactNode => column?.cell(row);
  return (
    <RecordCards<Carded<Row>>
      data={rows.map((row) => ({ id: rowKey(row), row }))}
      isPending={isPending}
      // The table says its empty sentence itself, below the cards.
      empty={null}
      sx={{ p: 1 }}
      primaryText={(carded) => cell(title, carded)}
      secondaryText={(carded) => (
        <CardLines
          lines={lines.map((column) => ({ label: translate(column.label), content: cell(column, carded) }))}
        />
      )}
      rightIcon={action && ((carded) => cell(action, carded))}
    />
  );
}
