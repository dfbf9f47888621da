import { Route, Routes } from 'react-router';
import { TournamentDetail } from './tournament-detail';
import { TournamentEditor } from './tournament-form';
import { TournamentsList } from './tournaments-list';

export default function TournamentsPage() {
  return (
    <Routes>
      <Route index element={<TournamentsList />} />
      <Route path="new" element={<TournamentEditor />} />
      <Route path=":id" element={<TournamentDetail />} />
    </Routes>
  );
}
