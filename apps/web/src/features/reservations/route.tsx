import { PageTitle } from '../../components/page-title';

/** Placeholder route module: replace it with the screen. */
export function Component() {
  return <PageTitle>Reservations</PageTitle>;
}
