import { type ComponentType, isWebAddress } from '@labstock/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Only web addresses become links; anything else (stored before links were checked) is shown as text. */
function ExternalLink({ href }: { href: string }) {
  const { t } = useTranslation();
  if (!isWebAddress(href)) return href;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {href}
      <OpenInNewIcon
        fontSize="inherit"
        sx={{ ml: 0.5, verticalAlign: 'middle' }}
        titleAccess={t('opens in a new tab')}
      />
    </Link>
  );
}

/**
 * Location, manufacturer, wiki link, datasheet link and admin comment (spec §2), and how often its units are
 * calibrated, each only when set.
 */
export function ComponentTypeFacts({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const facts: { label: string; value: ReactNode }[] = [];
  if (componentType.location) facts.push({ label: t('Location'), value: componentType.location });
  if (componentType.manufacturer) facts.push({ label: t('Manufacturer'), value: componentType.manufacturer });
  if (componentType.wikiLink) facts.push({ label: t('Wiki'), value: <ExternalLink href={componentType.wikiLink} /> });
  if (componentType.datasheet)
    facts.push({ label: t('Datasheet'), value: <ExternalLink href={componentType.datasheet} /> });
  if (componentType.adminComment) facts.push({ label: t('Admin comment'), value: componentType.adminComment });
  if (componentType.calibrationIntervalDays !== null) {
    const days = componentType.calibrationIntervalDays;
    facts.push({ label: t('Calibration'), value: t('Calibrated every {{days}} days', { days }) });
  }
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
