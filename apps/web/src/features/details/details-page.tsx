import { useTranslation } from 'react-i18next';
import { NotFound } from '../../components/not-found';
import { ComponentTypeDetails, type DetailsSlots } from './components/component-type-details';
import { useComponentTypeIdParam } from './use-component-type-id-param';

/** /details/{id}: the component type details as a page of its own (e.g. from the statistics). */
export function DetailsPage({ Inventory, Stock }: DetailsSlots) {
  const { t } = useTranslation();
  const componentTypeId = useComponentTypeIdParam();
  if (componentTypeId === null) return <NotFound text={t('No component type has this address.')} />;
  return (
    <ComponentTypeDetails
      key={componentTypeId}
      componentTypeId={componentTypeId}
      Inventory={Inventory}
      Stock={Stock}
      headingLevel="h1"
    />
  );
}
