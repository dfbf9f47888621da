// The console's UI kit: pages build from these (apps/admin/README.md). ChartPanel is imported
// from './chart-panel' itself: chart.js stays out of the shell's chunk, loaded by the pages that chart.
export { ActionMenu, type MenuAction } from './action-menu';
export { BackLink } from './back-link';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { cn } from './cn';
export { CurrencyAdder } from './currency-adder';
export { DataTable, type Column, type DataTableProps } from './data-table';
export { DateTime } from './date-time';
export {
  ConfirmDialog,
  Modal,
  ModalClose,
  ReasonDialog,
  type ConfirmDialogProps,
  type ModalProps,
  type ReasonDialogProps,
} from './dialog';
export { downloadCsv } from './download-csv';
export { ExportButton, type ExportButtonProps } from './export-button';
export { Field, Select, Textarea, TextInput, type FieldProps, type SelectProps } from './field';
export { Facts } from './facts';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { JsonBlock } from './json-block';
export { LinkButton } from './link-button';
export { Money } from './money';
export { ErrorNotice, Notice, useErrorText } from './notice';
export { Page, Section, type PageProps } from './page';
export { StatusBadge, type StatusTone } from './status-badge';
export { Tabs, type TabsProps } from './tabs';
export { fromLocalInput, toLocalInput, useSearchFilters, utcInstant } from './search-filters';
export { TableSection, type TableSectionProps } from './table-section';
