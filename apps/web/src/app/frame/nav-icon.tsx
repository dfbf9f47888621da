/** A small mark for a navigation entry: the entry's initial in a tinted square. */
export function NavIcon({ label, hue }: { label: string; hue: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid h-8 w-8 shrink-0 place-items-center rounded-lg text-sm font-bold"
      style={{ background: `hsl(${hue} 60% 22%)`, color: `hsl(${hue} 90% 75%)` }}
    >
      {label.slice(0, 1).toLocaleUpperCase()}
    </span>
  );
}
