import type { FullyBookedRow, NeverBookedRow } from '@labstock/shared';
import type { Database } from '../../db/client.js';
import { imageUrlOf } from '../component-types/component-type-image.js';
import { findFullyBookedTypes, findNeverBookedTypes } from './statistics.repo.js';

/** The row with its image as a link to the cached image call instead of base64 for every row. */
function withImageUrl<T extends { componentTypeId: number; imageEtag: string | null }>({ imageEtag, ...row }: T) {
  return { ...row, image: null, imageUrl: imageUrlOf(row.componentTypeId, imageEtag) };
}

/** Types that have components but none Available, with a count per status. */
export async function fullyBookedComponentTypes(db: Database): Promise<FullyBookedRow[]> {
  return (await findFullyBookedTypes(db)).map(withImageUrl);
}

/** Types with components of which none has been booked since `since` (a lab calendar date). */
export async function neverBookedComponentTypes(
  db: Database,
  since: string,
  timeZone: string,
): Promise<NeverBookedRow[]> {
  return (await findNeverBookedTypes(db, since, timeZone)).map(withImageUrl);
}
