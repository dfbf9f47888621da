import { Route, Routes } from 'react-router';
import { OfferEditor } from './offer-editor';
import { OffersList } from './offers-list';

export default function BonusOffersPage() {
  return (
    <Routes>
      <Route index element={<OffersList />} />
      <Route path="new" element={<OfferEditor />} />
      <Route path=":id" element={<OfferEditor />} />
    </Routes>
  );
}
