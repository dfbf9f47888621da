import { Route, Routes } from 'react-router';
import { LandingDetail } from './landing-detail';
import { LandingsList } from './landings-list';

export default function LandingsPage() {
  return (
    <Routes>
      <Route index element={<LandingsList />} />
      <Route path=":kind/:name" element={<LandingDetail />} />
    </Routes>
  );
}
