import { Outlet } from 'react-router';
import { PageTitle } from '../../components/page-title';

/** Placeholder route module: replace it with the screen. The Outlet shows the nested details dialog route. */
export function Component() {
  return (
    <>
      <PageTitle>Components</PageTitle>
      <Outlet />
    </>
  );
}
