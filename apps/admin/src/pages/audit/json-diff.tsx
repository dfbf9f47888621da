import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui';

type Leaves = Map<string, string>;

/** The leaves of a JSON value by path (`a.b.0`); a non-object is one leaf at the empty path. */
export function flatten(value: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) into.set(prefix, Array.isArray(value) ? '[]' : '{}');
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
    return into;
  }
  if (value !== undefined) into.set(prefix, JSON.stringify(value));
  return into;
}

/** Before and after side by side, one line per field, changed fields marked in words too. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('audit');
  const left =
    before === null || before === undefined ? new Map<string, string>() : flatten(before);
  const right = after === null || after === undefined ? new Map<string, string>() : flatten(after);
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort();
  if (paths.length === 0) return <p className="text-text-muted">{t('detail.nothing')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('detail.changes')}</caption>
        <thead className="bg-surface-sunken text-left">
          <tr>
            <th scope="col" className="w-1/4 border-b border-border px-3 py-2">
              {t('detail.field')}
            </th>
            <th scope="col" className="w-[37%] border-b border-border px-3 py-2">
              {t('detail.before')}
            </th>
            <th scope="col" className="w-[37%] border-b border-border px-3 py-2">
              {t('detail.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {paths.map((path) => {
            const was = left.get(path);
            const is = right.get(path);
            const changed = was !== is;
            return (
              <tr key={path} className={changed ? 'bg-warning-soft' : undefined}>
                <th
                  scope="row"
                  className="border-b border-border px-3 py-1.5 text-left font-mono font-normal"
                >
                  {path || t('detail.whole')}{' '}
                  {changed && <StatusBadge tone="warning">{t('detail.changed')}</StatusBadge>}
                </th>
                <td className="border-b border-border px-3 py-1.5 font-mono break-all">
                  {was ?? t('detail.absent')}
                </td>
                <td className="border-b border-border px-3 py-1.5 font-mono break-all">
                  {is ?? t('detail.absent')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
