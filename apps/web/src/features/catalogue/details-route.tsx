import { Navigate } from 'react-router';
import { ComponentTypeDetails } from './components/details/component-type-details';
import { useComponentTypeIdParam } from './hooks/use-component-type-id-param';

/** /details/{id}: the component type details as a page of its own (e.g. from the statistics). */
export function Component() {
  const componentTypeId = useComponentTypeIdParam();
  if (componentTypeId === null) return <Navigate to="/Components" replace />;
  return <ComponentTypeDetails key={componentTypeId} componentTypeId={componentTypeId} headingLevel="h1" />;
}
