import { API_BASE_PATH } from '@labstock/shared';

/**
 * A report's photo is served from its own address, which carries the photo's hash: as a type's image, `<img>`
 * reaches it without a token, but only who was shown the report knows the address (GET Faults/{id}/image answers
 * 404 without the right `v`).
 */
export function faultImageUrl(faultReportId: number, imageEtag: string | null): string | null {
  return imageEtag ? `${API_BASE_PATH}/Faults/${faultReportId}/image?v=${encodeURIComponent(imageEtag)}` : null;
}
