import { messages } from '@labstock/shared';
import PrintIcon from '@mui/icons-material/Print';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useComponentType } from '../../api/component-types/get-component-type';
import { useAllComponents } from '../../api/components/get-all-components';
import { PageTitle } from '../../components/page-title';
import { isConsumable } from '../../entities/component-type/availability-label';
import { errorText } from '../../lib/api-client';
import { componentLabelUrl, componentTypeLabelUrl } from '../../lib/component-label-url';
import { useErrorNotification } from '../../lib/notify/use-error-notification';
import { ComponentNumbersFilter } from './components/component-numbers-filter';
import { LabelSheets } from './components/label-sheet';
import { parseLabelsQuery } from './labels-query';

/**
 * /labels?componentTypeId=…&components=1,2,3 (Admin): QR label sheets of a type's components, to print; a
 * consumable's one label, of its type, for the shelf it is taken from.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { componentTypeId, componentNumbers } = parseLabelsQuery(searchParams);
  if (componentTypeId === null) return <Navigate to="/Components" replace />;

  const chooseNumbers = (numbers: string) =>
    setSearchParams((params) => {
      if (numbers) params.set('components', numbers);
      else params.delete('components');
      return params;
    });
  return (
    <LabelsPage
      key={componentTypeId}
      componentTypeId={componentTypeId}
      componentNumbers={componentNumbers}
      numbersText={searchParams.get('components') ?? ''}
      onNumbersChange={chooseNumbers}
    />
  );
}

interface LabelsPageProps {
  componentTypeId: number;
  componentNumbers: number[] | null;
  numbersText: string;
  onNumbersChange(numbers: string): void;
}

function LabelsPage({ componentTypeId, componentNumbers, numbersText, onNumbersChange }: LabelsPageProps) {
  const { t } = useTranslation();
  const componentType = useComponentType(componentTypeId);
  const components = useAllComponents(componentTypeId);
  useErrorNotification(
    componentType.error,
    (error) => `${t(messages.componentTypeDetailsFetchFailed)}${errorText(error)}`,
  );
  useErrorNotification(components.error, (error) => `${t(messages.componentsFetchFailed)}${errorText(error)}`);

  const typeName = componentType.data?.componentName;
  const consumable = componentType.data !== undefined && isConsumable(componentType.data);
  const wanted = componentNumbers && new Set(componentNumbers);
  const labels = !typeName
    ? []
    : consumable
      ? [{ key: 'type', url: componentTypeLabelUrl(window.location.origin, componentTypeId), typeName }]
      : (components.data ?? [])
          .filter((component) => !wanted || wanted.has(component.componentNumber))
          .map((component) => ({
            key: String(component.componentId),
            url: componentLabelUrl(window.location.origin, component),
            typeName,
            componentNumber: component.componentNumber,
          }));
  const loading = componentType.isPending || (!consumable && components.isPending);

  return (
    <>
      <PageTitle>{typeName ? t('Labels: {{type}}', { type: typeName }) : t('Labels')}</PageTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        {!consumable && <ComponentNumbersFilter value={numbersText} onChange={onNumbersChange} />}
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!labels.length}>
          {t('Print')}
        </Button>
        {!loading && (
          <Typography sx={{ pt: 1 }}>
            {t('{{count}} label(s) on A4 sheets of 3 × 8', { count: labels.length })}
          </Typography>
        )}
      </Stack>
      {loading && <LinearProgress aria-label={t('Loading labels')} />}
      <LabelSheets labels={labels} />
    </>
  );
}
