import { databaseId } from '@labstock/shared';
import { useParams } from 'react-router';

/** The :id of a details route as a component type id, by the server's rule for ids; null when it is not one. */
export function useComponentTypeIdParam(): number | null {
  const id = databaseId.safeParse(useParams().id);
  return id.success ? id.data : null;
}
