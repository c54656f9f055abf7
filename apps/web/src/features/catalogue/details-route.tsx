import { useTranslation } from 'react-i18next';
import { NotFound } from '../../components/not-found';
import { ComponentTypeDetails } from './components/details/component-type-details';
import { useComponentTypeIdParam } from './hooks/use-component-type-id-param';

/** /details/{id}: the component type details as a page of its own (e.g. from the statistics). */
export function Component() {
  const { t } = useTranslation();
  const componentTypeId = useComponentTypeIdParam();
  if (componentTypeId === null) return <NotFound text={t('No component type has this address.')} />;
  return <ComponentTypeDetails key={componentTypeId} componentTypeId={componentTypeId} headingLevel="h1" />;
}
