/** One CSV cell: quoted when it holds a comma, quote or line break; formulas defused. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A cell starting with = + - @ is a formula to a spreadsheet (CSV injection): prefix a quote.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Builds a CSV of `rows` under `headers` and has the browser save it as `fileName`. */
export function downloadCsv(
  fileName: string,
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
): void {
  const text = [headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
