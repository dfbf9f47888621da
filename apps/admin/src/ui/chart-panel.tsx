import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useRef } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { downloadCsv, saveLink } from './download-csv';
import { ExportButton } from './export-button';
import { Section } from './page';

ChartJS.register(
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  Tooltip,
  Legend,
);

/** Series colours with at least 4.5:1 contrast on white (lines and bars). */
export const CHART_COLOURS = ['#1f5fbf', '#17663a', '#b3261e', '#8a4b00', '#6b3fa0', '#0f6d75'];

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

/** Minor units (API text) as a major-unit number, for plotting only (figures show exact text). */
export const toMajor = (minor: string | number) => Number(minor) / MINOR_UNITS_PER_MAJOR;

/** A major-unit number formatted in `currency` for axes and tooltips. */
export const majorFormatter = (currency: CurrencyCode) => (value: number) =>
  formatMoney(Math.round(value * MINOR_UNITS_PER_MAJOR), currency, 'EN');

/** A ratio (0.97) as a percentage to plot (97), null kept. */
export const toPercent = (ratio: number | null) => (ratio === null ? null : ratio * 100);

/**
 * The series of a chart over `items`, one per picker.
 *
 * @example seriesOf(days, [{ label: 'GGR', value: (day) => toMajor(day.ggr) }])
 */
export const seriesOf = <T,>(
  items: readonly T[],
  pickers: readonly { label: string; value: (item: T) => number | null }[],
): ChartSeries[] =>
  pickers.map(({ label, value }) => ({ label, values: items.map((item) => value(item)) }));

export interface ChartPanelProps {
  /** The chart's heading and accessible name. */
  title: string;
  /** A sentence describing what the chart shows (its text alternative, with the table). */
  summary: string;
  type: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  /** File names of the exports, without extension. */
  fileName: string;
  /** Formats a value for the axis and tooltips. */
  format?: (value: number) => string;
  horizontal?: boolean;
}

/**
 * A chart with its heading, tooltips, "Export PNG" (the canvas's own image) and "Export CSV"
 * (its data). The canvas is an image named by the title and described by the summary; the data
 * is also in a visually hidden table for screen readers.
 */
export function ChartPanel({
  title,
  summary,
  type,
  labels,
  series,
  fileName,
  format = (value) => value.toLocaleString('en'),
  horizontal = false,
}: ChartPanelProps) {
  const { t } = useTranslation();
  const chart = useRef<ChartJS<'line' | 'bar'> | null>(null);
  const data: ChartData<'line' | 'bar'> = {
    labels,
    datasets: series.map((item, index) => ({
      label: item.label,
      data: item.values,
      borderColor: CHART_COLOURS[index % CHART_COLOURS.length],
      backgroundColor: CHART_COLOURS[index % CHART_COLOURS.length],
      borderWidth: 2,
      pointRadius: 2,
      tension: 0.2,
    })),
  };
  const options: ChartOptions<'line' | 'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? 'y' : 'x',
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom', labels: { color: '#14171f' } },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw ?? 0))}`,
        },
      },
    },
    scales: {
      [horizontal ? 'x' : 'y']: {
        ticks: { color: '#4d5566', callback: (value: string | number) => format(Number(value)) },
      },
      [horizontal ? 'y' : 'x']: { ticks: { color: '#4d5566' } },
    },
  };
  const exportPng = () => {
    const image = chart.current?.toBase64Image('image/png', 1);
    if (!image) return;
    saveLink(image, `${fileName}.png`);
  };
  const exportCsv = () =>
    downloadCsv(
      fileName,
      ['', ...series.map((item) => item.label)],
      labels.map((label, index) => [label, ...series.map((item) => item.values[index] ?? '')]),
    );
  const empty = labels.length === 0;
  return (
    <Section
      title={title}
      actions={
        <div className="flex gap-2">
          <ExportButton kind="png" title={title} onClick={exportPng} disabled={empty} />
          <ExportButton kind="csv" title={title} onClick={exportCsv} disabled={empty} />
        </div>
      }
    >
      {empty ? (
        <p className="py-8 text-center text-text-muted">{t('chart.empty')}</p>
      ) : (
        <div className="relative h-72">
          {type === 'line' ? (
            <Line
              ref={chart as never}
              data={data as ChartData<'line'>}
              options={options as ChartOptions<'line'>}
              role="img"
              aria-label={`${title}. ${summary}`}
            />
          ) : (
            <Bar
              ref={chart as never}
              data={data as ChartData<'bar'>}
              options={options as ChartOptions<'bar'>}
              role="img"
              aria-label={`${title}. ${summary}`}
            />
          )}
        </div>
      )}
      {!empty && (
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.label')}</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((item) => (
                  <td key={item.label}>{format(item.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
