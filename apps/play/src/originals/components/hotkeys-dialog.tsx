import { Dialog } from '../../components/dialog';
import type { OriginalsMessageKey } from '../i18n/dictionaries/en';
import { useOriginalsTranslate } from '../i18n/translate';
import { HOTKEYS, type HotkeyCommand } from '../lib/hotkeys';

const LABELS: Record<HotkeyCommand, OriginalsMessageKey> = {
  bet: 'hotkeys.bet',
  half: 'hotkeys.half',
  double: 'hotkeys.double',
  auto: 'hotkeys.auto',
  instant: 'hotkeys.instant',
  mute: 'hotkeys.mute',
  help: 'hotkeys.help',
};

/** The desktop keys, from the same map the keydown handler reads. */
export function HotkeysDialog({ onClose }: { onClose: () => void }) {
  const t = useOriginalsTranslate();
  return (
    <Dialog title={t('hotkeys.title')} closeLabel={t('app.close')} onClose={onClose}>
      <dl class="orig-hotkeys">
        {HOTKEYS.map(({ key, command }) => (
          <div key={key}>
            <dt>
              <kbd>{key === ' ' ? t('hotkeys.space') : key.toUpperCase()}</kbd>
            </dt>
            <dd>{t(LABELS[command])}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
