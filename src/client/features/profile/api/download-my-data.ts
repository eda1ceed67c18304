import { useMutation } from '@tanstack/react-query';
import { DataExportSchema } from '../../../../shared/schemas/data-export';
import { apiJson } from '../../../lib/api-client';

/** Fetches everything kept about the caller and saves it as petmatch-data-<date>.json. */
export async function downloadMyData(): Promise<void> {
  const data = await apiJson(DataExportSchema, 'GET', '/api/user/export');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `petmatch-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
