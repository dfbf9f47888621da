import type { UpiApp } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../shared/ui/button';
import { Countdown, useRemaining } from './countdown';
import { QrImage } from './qr-image';

const APP_NAMES: Record<UpiApp, string> = {
  paytm: 'PayTM',
  phonepe: 'PhonePe',
  googlepay: 'GooglePay',
};

/** Once the data's lifetime is over, the code is no longer valid: start again. */
function Expired({ onRestart }: { onRestart(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 text-center" data-testid="payment-expired">
      <p className="font-semibold">{t('payments.expired')}</p>
      <Button block onClick={onRestart}>
        {t('payments.startAgain')}
      </Button>
    </div>
  );
}

/**
 * APP_CHOISE: pay by a UPI app (each opens the app with the payment filled in) or by scanning
 * the QR code, within 3 minutes; then the UTR confirms it, or the payment's own callback does.
 */
export function AppChoiceScreen({
  qrData,
  apps,
  expiresAt,
  onNext,
  onRestart,
}: {
  qrData: string;
  apps: readonly { app: UpiApp; url: string }[];
  expiresAt: number | null;
  onNext(): void;
  onRestart(): void;
}) {
  const { t } = useTranslation();
  const remaining = useRemaining(expiresAt);
  if (remaining === 0) return <Expired onRestart={onRestart} />;
  return (
    <div className="flex flex-col gap-4" data-step="app-choice">
      <p className="text-sm">{t('payments.upi.intro')}</p>
      <ul className="grid grid-cols-3 gap-2">
        {apps.map(({ app, url }) => (
          <li key={app}>
            {/* A new tab: on a phone the app takes over, and this page keeps following the payment. */}
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-app={app}
              className="flex h-11 items-center justify-center rounded-lg border border-border bg-surface-raised text-sm font-semibold hover:border-accent"
            >
              {APP_NAMES[app]}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-center text-sm text-text-muted">{t('payments.upi.orScan')}</p>
      <QrImage data={qrData} label={t('payments.qr.label')} />
      {remaining !== null ? <Countdown remaining={remaining} /> : null}
      <Button variant="secondary" block onClick={onNext}>
        {t('payments.upi.enterUtr')}
      </Button>
    </div>
  );
}

/** QR_CODE: the provider's payment page as a QR code, valid for 14 minutes. */
export function QrCodeScreen({
  qrData,
  expiresAt,
  onRestart,
}: {
  qrData: string;
  expiresAt: number | null;
  onRestart(): void;
}) {
  const { t } = useTranslation();
  const remaining = useRemaining(expiresAt);
  if (remaining === 0) return <Expired onRestart={onRestart} />;
  return (
    <div className="flex flex-col gap-4" data-step="qr-code">
      <p className="text-sm">{t('payments.qr.intro')}</p>
      <QrImage data={qrData} label={t('payments.qr.label')} />
      {remaining !== null ? <Countdown remaining={remaining} /> : null}
      <a
        href={qrData}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: 'secondary', block: true })}
        data-testid="payment-page-link"
      >
        {t('payments.qr.open')}
      </a>
    </div>
  );
}

/** PAYMENT_PAGE: the provider's own page inside the popup. */
export function PaymentPageFrame({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      src={url}
      title={t('payments.providerPage')}
      className="h-[min(520px,70dvh)] w-full rounded-lg border border-border bg-white"
      data-testid="payment-page"
      allow="payment"
      referrerPolicy="no-referrer"
    />
  );
}
