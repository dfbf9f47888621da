import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** A QR code of the given text, drawn by uqr as an SVG picture. */
export function QrImage({ data, label }: { data: string; label: string }) {
  const src = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(data, { border: 2, ecc: 'M' }))}`,
    [data],
  );
  return (
    <img
      src={src}
      alt={label}
      width={200}
      height={200}
      className="mx-auto h-[200px] w-[200px] rounded-lg bg-white [image-rendering:pixelated]"
      data-testid="payment-qr"
      data-qr={data}
    />
  );
}
