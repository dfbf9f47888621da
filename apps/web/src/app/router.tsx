import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { HomeRoute } from './routes/home';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [{ index: true, element: <HomeRoute /> }],
  },
]);
