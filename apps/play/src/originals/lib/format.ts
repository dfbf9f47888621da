/**
 * Multipliers and chances as the boards and the results strip show them. Always rounded down:
 * a shown multiplier never overstates what is paid (the server floors to 4 decimals already).
 */
export function formatMultiplier(value: number, decimals = 2): string {
  const scale = 10 ** decimals;
  return `${(Math.floor(value * scale + 1e-9) / scale).toFixed(decimals)}×`;
}

/** Hundredths (a dice roll, a limbo target or result) as "49.50". */
export const formatHundredths = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** A chance in hundredths of a percent as "49.50 %". */
export const formatChance = (hundredths: number): string => `${formatHundredths(hundredths)} %`;

/** "2.5", "2,50" or "2.50×" to hundredths (250), or null; comma decimals as typed on phones. */
export function parseHundredths(text: string): number | null {
  const cleaned = text.trim().replace(/×$/, '').replace(',', '.').trim();
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}
