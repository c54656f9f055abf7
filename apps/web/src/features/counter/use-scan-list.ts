import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-error';
import { parseComponentLabelUrl, parseComponentTypeLabelUrl } from '../../lib/component-label-url';

/** A listed component (or consumable), known by its label (type and number, or type), whatever address printed it. */
export interface ScannedRow {
  key: string;
}

/** What reading a label gave: the row to list, or why there is none. */
export type ScanReading<Row extends ScannedRow> = Row | { problem: string };

/** Why a scan (or Ctrl+Enter) did nothing: kept on screen until the Clerk dismisses it or the list starts afresh. */
export interface ScanNotice {
  id: number;
  text: string;
  /** A refusal warns; a label already listed only informs. */
  severity: 'warning' | 'info';
}

/** What names a label whatever host printed it: a component's type and number, a consumable's type, or the text. */
function labelKey(text: string): string {
  const component = parseComponentLabelUrl(text);
  if (component) return `${component.componentTypeId}/${component.componentNumber}`;
  const componentTypeId = parseComponentTypeLabelUrl(text);
  return componentTypeId ? `${componentTypeId}` : text.trim();
}

/**
 * The counter's list of scanned labels: each label is read once (a second scan of it is ignored, even while the first
 * is still being read) and the rows come in the order their readings finish. Labels are read side by side, so a
 * USB scanner may go on typing while earlier ones are looked up. `scanAgain` may give a listed row's label a second
 * scan's meaning instead (one more of a consumable): how the row changes and what to tell, or null to ignore it.
 */
export function useScanList<Row extends ScannedRow>(
  read: (text: string, key: string) => Promise<ScanReading<Row>>,
  scanAgain?: (row: Row) => { change: (row: Row) => Row; notice: string } | null,
) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  const [reading, setReading] = useState(0);
  const [notices, setNotices] = useState<ScanNotice[]>([]);
  // The labels listed or being read, at once: state would let two quick scans of one label both through.
  const listed = useRef(new Set<string>());
  const nextNoticeId = useRef(0);

  // A later scan that succeeds leaves it: a refused label must not go unnoticed in a quick run of scans.
  const tell = (text: string, severity: ScanNotice['severity'] = 'warning') => {
    nextNoticeId.current += 1;
    const notice = { id: nextNoticeId.current, text, severity };
    setNotices((current) => [...current, notice]);
  };
  const dismiss = (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id));

  const update = (key: string, change: (row: Row) => Row) =>
    setRows((current) => current.map((row) => (row.key === key ? change(row) : row)));

  const add = async (text: string) => {
    if (!text.trim()) return;
    const key = labelKey(text);
    if (listed.current.has(key)) {
      const listedRow = rows.find((row) => row.key === key);
      const again = listedRow && scanAgain?.(listedRow);
      if (!again) return tell(t('This label is already in the list.'), 'info');
      // Applied to the row as it is by then: two quick scans both count.
      update(key, again.change);
      return tell(again.notice, 'info');
    }
    listed.current.add(key);
    setReading((count) => count + 1);
    try {
      const row = await read(text, key);
      if ('problem' in row) throw new Error(row.problem);
      setRows((current) => [...current, row]);
    } catch (error) {
      listed.current.delete(key);
      tell(errorText(error));
    } finally {
      setReading((count) => count - 1);
    }
  };

  const remove = (key: string) => {
    listed.current.delete(key);
    setRows((current) => current.filter((row) => row.key !== key));
  };

  const clear = () => {
    listed.current.clear();
    setRows([]);
    setNotices([]);
  };

  return { rows, add, remove, clear, update, isReading: reading > 0, notices, tell, dismiss };
}
