import { DataTable, type DataTableProps } from './data-table';
import { ExportButton } from './export-button';
import { Section } from './page';

export interface TableSectionProps<Row> extends Omit<DataTableProps<Row>, 'caption'> {
  /** The section's heading and the table's caption. */
  title: string;
  /** Downloads the rows as CSV: shows "Export CSV", disabled while there are none. */
  onExport?: () => void;
}

/** A section holding one table under its title, with an optional "Export CSV". */
export function TableSection<Row>({ title, onExport, ...table }: TableSectionProps<Row>) {
  return (
    <Section
      title={title}
      actions={
        onExport && (
          <ExportButton
            kind="csv"
            title={title}
            onClick={onExport}
            disabled={!table.rows?.length}
          />
        )
      }
    >
      <DataTable caption={title} {...table} />
    </Section>
  );
}
