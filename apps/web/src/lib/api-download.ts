import { withProductToken } from './api-client';
import { apiUrl, type QueryValue, readApiError } from './api-request';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GETs a file from the API with the product token, which a plain link could not carry. */
export function fetchApiFile(path: string, query: Record<string, QueryValue> = {}): Promise<DownloadedFile> {
  return withProductToken(async (bearer) => {
    const response = await fetch(apiUrl(path, query), { headers: { Authorization: `Bearer ${bearer}` } });
    if (!response.ok) throw await readApiError(response);
    return { blob: await response.blob(), fileName: attachmentName(response) ?? path.split('/').at(-1) ?? 'download' };
  });
}

/** Hands the file to the browser as a download, through a temporary object URL. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name the server gives in Content-Disposition (the exports date theirs). */
function attachmentName(response: Response): string | undefined {
  return /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
}
