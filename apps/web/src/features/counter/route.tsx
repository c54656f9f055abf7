import { Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { HandinCounter } from './components/handin-counter';
import { HandoutCounter } from './components/handout-counter';

type CounterMode = 'handout' | 'handin';

/** /Counter (Clerk): many components handed out to one loaner, or taken back, by scanning their labels. */
export function Component() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CounterMode>('handout');
  const id = useId();
  const tab = (value: CounterMode, label: string) => (
    <Tab value={value} label={label} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}-panel`} />
  );
  return (
    <>
      <PageTitle>{t('Counter')}</PageTitle>
      <Tabs value={mode} onChange={(_event, next: CounterMode) => setMode(next)} sx={{ mb: 2 }}>
        {tab('handout', t('Hand out'))}
        {tab('handin', t('Hand in'))}
      </Tabs>
      <div role="tabpanel" id={`${id}-${mode}-panel`} aria-labelledby={`${id}-${mode}-tab`}>
        {mode === 'handout' ? <HandoutCounter /> : <HandinCounter />}
      </div>
    </>
  );
}
