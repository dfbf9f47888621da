import { Route, Routes } from 'react-router';
import { BannerEditor } from './banner-editor';
import { BannersList } from './banners-list';

export default function BannersPage() {
  return (
    <Routes>
      <Route index element={<BannersList />} />
      <Route path="new" element={<BannerEditor />} />
      <Route path=":id" element={<BannerEditor />} />
    </Routes>
  );
}
