import { Download, ImageDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface ExportButtonProps {
  kind: 'csv' | 'png';
  /** What is exported: the button's accessible name is "Export CSV: <title>". */
  title: string;
  onClick: () => void;
  disabled?: boolean;
}

/** A small "Export CSV" / "Export PNG" button of a section (charts, report tables). */
export function ExportButton({ kind, title, onClick, disabled }: ExportButtonProps) {
  const { t } = useTranslation();
  const Icon = kind === 'png' ? ImageDown : Download;
  return (
    <Button
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={t(kind === 'png' ? 'chart.exportPngOf' : 'chart.exportCsvOf', { title })}
    >
      <Icon aria-hidden size={14} />
      {t(kind === 'png' ? 'chart.exportPng' : 'actions.exportCsv')}
    </Button>
  );
}
