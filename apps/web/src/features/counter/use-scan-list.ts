import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-error';
import { parseComponentLabelUrl } from '../../lib/component-label-url';

/** A listed component, known by its label (type and number), whatever address printed it. */
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

/**
 * The counter's list of scanned labels: each label is read once (a second scan of it is ignored, even while the first
 * is still being read) and the rows come in the order their readings finish. Labels are read side by side, so a
 * USB scanner may go on typing while earlier ones are looked up.
 */
export function useScanList<Row extends ScannedRow>(read: (text: string, key: string) => Promise<ScanReading<Row>>) {
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

  const add = async (text: string) => {
    if (!text.trim()) return;
    const label = parseComponentLabelUrl(text);
    const key = label ? `${label.componentTypeId}/${label.componentNumber}` : text.trim();
    if (listed.current.has(key)) {
      tell(t('This label is already in the list.'), 'info');
      return;
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

  const update = (key: string, change: (row: Row) => Row) =>
    setRows((current) => current.map((row) => (row.key === key ? change(row) : row)));

  return { rows, add, remove, clear, update, isReading: reading > 0, notices, tell, dismiss };
}
