import { lazy } from 'react';
import { BrowseScreen } from '../../features/browse/browse-screen';

// The Admin's CSV export and import: loaded only when BrowseScreen shows them, to an Admin.
const CatalogueCsvActions = lazy(() =>
  import('../../features/csv/catalogue-csv-actions').then((module) => ({ default: module.CatalogueCsvActions })),
);

/** /Components: browsing the catalogue, with the Admin's CSV tools above the list. */
export function Component() {
  return <BrowseScreen csvActions={<CatalogueCsvActions />} />;
}
