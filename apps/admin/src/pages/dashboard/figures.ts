export const percent = (value: number | null) =>
  value === null ? '—' : `${(value * 100).toFixed(1)}%`;
