import { IMPORT_MAX_LISTED, type ImportResult } from '@labstock/shared';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** What a check found: a summary, the errors by row and column, and a preview of what would be written. */
export function ImportResultView({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={result.valid ? 'success' : 'error'}>{summary(t, result)}</Alert>
      {result.errors.length > 0 && (
        <ResultTable
          caption={
            result.errors.length < result.errorCount
              ? t('Errors (the first {{shown}} of {{count}})', {
                  shown: result.errors.length,
                  count: result.errorCount,
                })
              : t('Errors')
          }
          headers={[t('Row'), t('Column'), t('Problem')]}
          rows={result.errors.map((error) => [String(error.row), error.field, error.message])}
        />
      )}
      {result.preview.length > 0 && <PreviewTable result={result} />}
    </Box>
  );
}

function summary(t: TFunction, result: ImportResult): string {
  if (result.rows === 0 && result.errorCount === 0) return t('The file has no rows.');
  if (!result.valid)
    return t('{{count}} problem(s) found: nothing can be imported until they are fixed.', { count: result.errorCount });
  return t('All {{count}} row(s) are valid.', { count: result.rows });
}

function PreviewTable({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const columns = Object.keys(result.preview[0]?.values ?? {});
  const hasNotes = result.preview.some((row) => row.note);
  return (
    <ResultTable
      // The preview lists the valid rows, at most IMPORT_MAX_LISTED of them.
      caption={
        result.preview.length < IMPORT_MAX_LISTED
          ? t('Preview')
          : t('Preview (the first {{count}} rows)', { count: IMPORT_MAX_LISTED })
      }
      headers={[t('Row'), ...columns, ...(hasNotes ? [t('Note')] : [])]}
      rows={result.preview.map((row) => [
        String(row.row),
        ...columns.map((column) => row.values[column] ?? ''),
        ...(hasNotes ? [row.note ?? ''] : []),
      ])}
    />
  );
}

interface ResultTableProps {
  caption: string;
  headers: string[];
  rows: string[][];
}

function ResultTable({ caption, headers, rows }: ResultTableProps) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Typography variant="subtitle1" component="h3">
        {caption}
      </Typography>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, index) => (
            // Rows have no identity of their own: an error row may repeat, so the position is the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={index}>
              {cells.map((cell, column) => (
                <TableCell key={headers[column]} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
