import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * The invitation link as a QR code, for a friend beside the player to scan. Its own chunk: the
 * encoder loads with the invite page, never with the site's first script.
 */
export function InvitationQr({ link, label }: { link: string; label: string }) {
  const src = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2, ecc: 'M' }))}`,
    [link],
  );
  return (
    <img
      src={src}
      alt={label}
      width={160}
      height={160}
      className="h-40 w-40 shrink-0 rounded-lg bg-white [image-rendering:pixelated]"
      data-testid="invite-qr"
      data-qr={link}
    />
  );
}
