import { Box, Tab, Tabs } from '@mui/material';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { useSmallScreen } from '../../lib/use-small-screen';
import { BookedAheadPanel } from './components/booked-ahead-panel';
import { ConsumptionPanel } from './components/consumption-panel';
import { FullyBookedTable } from './components/fully-booked-table';
import { NeverBookedPanel } from './components/never-booked-panel';
import { UpkeepPanel } from './components/upkeep-panel';
import { StatisticsTab, useStatisticsTab } from './use-statistics-tab';

const panels: Record<StatisticsTab, ComponentType> = {
  [StatisticsTab.FullyBooked]: FullyBookedTable,
  [StatisticsTab.NeverBooked]: NeverBookedPanel,
  [StatisticsTab.BookedAhead]: BookedAheadPanel,
  [StatisticsTab.Consumption]: ConsumptionPanel,
  [StatisticsTab.Upkeep]: UpkeepPanel,
};

/** /Statistics (Admin): fully booked, never booked and booked-ahead component types, what the consumables gave
 * out and took in, and the figures of the lab's upkeep (repairs), one tab each. */
export function Component() {
  const { t } = useTranslation();
  const tabs: { value: StatisticsTab; label: string }[] = [
    { value: StatisticsTab.FullyBooked, label: t('Fully booked components') },
    { value: StatisticsTab.NeverBooked, label: t('Never booked components') },
    { value: StatisticsTab.BookedAhead, label: t('Booked ahead') },
    { value: StatisticsTab.Consumption, label: t('Consumption') },
    { value: StatisticsTab.Upkeep, label: t('Upkeep') },
  ];
  const [tab, setTab] = useStatisticsTab();
  const idPrefix = useId();
  const smallScreen = useSmallScreen();
  const Panel = panels[tab];
  return (
    <>
      <PageTitle>{t('Statistics')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: StatisticsTab) => setTab(next)}
        aria-label={t('Statistics')}
        // Five names do not fit side by side on a phone: there they stand one under the other, rather than some
        // hiding behind an arrow.
        orientation={smallScreen ? 'vertical' : 'horizontal'}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`${idPrefix}-tab-${value}`}
            aria-controls={`${idPrefix}-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        <Panel />
      </Box>
    </>
  );
}
