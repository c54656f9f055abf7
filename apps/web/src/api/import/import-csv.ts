import { IMPORT_FILE_FIELD, type ImportKind, type ImportResult } from '@labstock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { categoryKeys } from '../categories/keys';
import { componentTypeKeys } from '../component-types/keys';
import { componentKeys } from '../components/keys';
import { invalidateAll } from '../invalidate-all';

export interface CsvImport {
  kind: ImportKind;
  file: File;
  /** Check only: the server writes nothing. */
  dryRun: boolean;
}

/** POST import/{kind}: checks a CSV file, and imports it when it is no dry run and every row is valid. */
export async function importCsv({ kind, file, dryRun }: CsvImport): Promise<ImportResult> {
  const formData = new FormData();
  formData.append(IMPORT_FILE_FIELD, file);
  return (await apiFetch<ImportResult>(`/import/${kind}`, { method: 'POST', query: { dryRun }, formData })).data;
}

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: importCsv,
    onSuccess: async (result) => {
      if (result.created === 0) return;
      await invalidateAll(queryClient, [componentTypeKeys.all, componentKeys.all, categoryKeys.all]);
    },
  });
}
