import { Box, GlobalStyles } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ComponentLabel, type ComponentLabelProps } from './component-label';

/** A4 sheets of 3 × 8 labels of 70 × 37 mm, the common sticker sheet. */
const COLUMNS = 3;
const ROWS = 8;
const LABELS_PER_SHEET = COLUMNS * ROWS;
const SHEET_ID = 'label-sheets';

/** Printing shows the sheets alone, edge to edge, one per A4 page. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: 0 },
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${SHEET_ID}, #${SHEET_ID} *`]: { visibility: 'visible' },
        [`#${SHEET_ID}`]: { position: 'absolute', top: 0, left: 0, overflow: 'visible' },
        [`#${SHEET_ID} > *`]: { boxShadow: 'none', margin: 0 },
      },
    }}
  />
);

export function LabelSheets({ labels }: { labels: (ComponentLabelProps & { key: string })[] }) {
  const { t } = useTranslation();
  const sheets = Array.from({ length: Math.ceil(labels.length / LABELS_PER_SHEET) }, (_, i) =>
    labels.slice(i * LABELS_PER_SHEET, (i + 1) * LABELS_PER_SHEET),
  );
  return (
    // A sheet is wider than a phone: the preview scrolls sideways in a region of its own, by keyboard too.
    <Box id={SHEET_ID} role="region" aria-label={t('Label sheets')} tabIndex={0} sx={{ overflowX: 'auto' }}>
      {printStyles}
      {sheets.map((sheet) => (
        <Box
          key={sheet[0]?.key}
          data-testid="label-sheet"
          sx={{
            width: '210mm',
            height: '297mm',
            display: 'grid',
            gridTemplateColumns: `repeat(${COLUMNS}, 70mm)`,
            gridTemplateRows: `repeat(${ROWS}, 37mm)`,
            // (297 mm − 8 × 37 mm) / 2 above and below the rows.
            py: '0.5mm',
            boxSizing: 'border-box',
            bgcolor: '#fff',
            boxShadow: 3,
            mb: 3,
            '&:not(:last-of-type)': { breakAfter: 'page' },
          }}
        >
          {sheet.map(({ key, ...label }) => (
            <ComponentLabel key={key} {...label} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
