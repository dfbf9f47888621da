import {
  adminLandingPrizeUpdateCall,
  LANDING_MAX_FREE_SPINS,
  type AdminLanding,
  type AdminLandingPrizeBody,
  type AdminLandingResponse,
} from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Button, Field, Notice, Select, TextInput, useErrorText } from '../../ui';
import { PrizeSummary } from './prize-summary';

/** The landing's offer and free spins, for accounts registered from now on. */
export function PrizeEditor({
  landing,
  offers,
  games,
}: {
  landing: AdminLanding;
  offers: AdminLandingResponse['offers'];
  games: AdminLandingResponse['spinsGames'];
}) {
  const { t } = useTranslation('landings');
  const errorText = useErrorText();
  const client = useQueryClient();
  const { prize } = landing;
  const [offerId, setOfferId] = useState(String(prize.offerId));
  const [withSpins, setWithSpins] = useState(prize.freeSpins !== null);
  const [game, setGame] = useState(prize.freeSpins?.game.alias ?? games[0]?.alias ?? '');
  const [count, setCount] = useState(String(prize.freeSpins?.count ?? 250));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const save = useMutation({
    mutationFn: (body: AdminLandingPrizeBody) =>
      api(adminLandingPrizeUpdateCall, {
        params: { kind: landing.kind, name: landing.name },
        body,
      }),
    onSuccess: async () => {
      setSaved(true);
      await client.invalidateQueries({ queryKey: ['admin', 'landings'] });
    },
    onError: (error) => setErrors({ form: errorText(error) }),
  });

  // The current offer stays listed even when it is paused (it is then not granted).
  const choices = offers.some((offer) => offer.id === prize.offerId)
    ? offers
    : [{ id: prize.offerId, name: prize.offerName, kind: '' }, ...offers];

  function submit() {
    const found: Record<string, string> = {};
    const spins = Number(count);
    if (withSpins && (!Number.isInteger(spins) || spins < 1 || spins > LANDING_MAX_FREE_SPINS)) {
      found.count = t('prize.countRule', { max: LANDING_MAX_FREE_SPINS });
    }
    if (withSpins && !game) found.game = t('prize.gameRequired');
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      offerId: Number(offerId),
      freeSpins: withSpins ? { gameAlias: game, count: spins } : null,
    });
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm">
        {t('prize.current')} <PrizeSummary prize={prize} />
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label={t('prize.offer')} hint={t('prize.offerHint')}>
          <Select
            value={offerId}
            onChange={(event) => setOfferId(event.target.value)}
            options={choices.map((offer) => ({
              value: String(offer.id),
              label: `${offer.name} (#${offer.id})`,
            }))}
          />
        </Field>
        <Field label={t('prize.spinsGame')} error={errors.game}>
          <Select
            value={withSpins ? game : ''}
            onChange={(event) => {
              setWithSpins(event.target.value !== '');
              if (event.target.value) setGame(event.target.value);
            }}
            options={[
              { value: '', label: t('prize.noSpins') },
              ...games.map((item) => ({ value: item.alias, label: item.name })),
            ]}
          />
        </Field>
        {withSpins && (
          <Field label={t('prize.spinsCount')} error={errors.count}>
            <TextInput
              inputMode="numeric"
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </Field>
        )}
      </div>
      {errors.form && <Notice tone="danger">{errors.form}</Notice>}
      {saved && <Notice tone="success">{t('prize.saved')}</Notice>}
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('prize.save')}
        </Button>
      </div>
    </form>
  );
}
