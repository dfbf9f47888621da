import { Route, Routes } from 'react-router';
import { PromoCodeDetail } from './promo-code-detail';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodesList } from './promo-codes-list';

export default function PromoCodesPage() {
  return (
    <Routes>
      <Route index element={<PromoCodesList />} />
      <Route path="new" element={<PromoCodeForm />} />
      <Route path=":id" element={<PromoCodeDetail />} />
    </Routes>
  );
}
