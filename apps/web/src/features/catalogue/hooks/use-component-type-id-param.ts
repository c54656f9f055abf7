import { useParams } from 'react-router';

/** The :id of a details route as a component type id; null when it is not one. */
export function useComponentTypeIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
