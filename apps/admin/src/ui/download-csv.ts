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
  saveLink(url, fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Has the browser save `href` (a blob or data URL) as `fileName`. */
export function saveLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
