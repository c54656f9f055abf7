/**
 * The URL a component's QR label encodes: its type's details page with the component highlighted.
 * Printed labels outlive deployments, so this format must stay readable by `parseComponentLabelUrl`.
 */
export const LABEL_COMPONENT_PARAM = 'component';

export interface LabelledComponent {
  componentTypeId: number;
  componentNumber: number;
}

export function componentLabelUrl(origin: string, { componentTypeId, componentNumber }: LabelledComponent): string {
  return `${origin}/details/${componentTypeId}?${LABEL_COMPONENT_PARAM}=${componentNumber}`;
}

/**
 * The URL a consumable's QR label encodes: its type's details page, where a Loaner records what they took. It has no
 * components to name.
 */
export function componentTypeLabelUrl(origin: string, componentTypeId: number): string {
  return `${origin}/details/${componentTypeId}`;
}

const positiveInteger = (text: string | null | undefined): number | null => {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
};

/** A details URL's type and its `component` parameter (null on a type's own label); null for any other text. */
function readLabelUrl(text: string): { componentTypeId: number; component: string | null } | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const componentTypeId = positiveInteger(/^\/(?:components\/)?details\/([^/]+)\/?$/i.exec(url.pathname)?.[1]);
  return componentTypeId ? { componentTypeId, component: url.searchParams.get(LABEL_COMPONENT_PARAM) } : null;
}

/** The component a read label names, whatever host printed it; null for any other text. */
export function parseComponentLabelUrl(text: string): LabelledComponent | null {
  const label = readLabelUrl(text);
  const componentNumber = positiveInteger(label?.component);
  return label && componentNumber ? { componentTypeId: label.componentTypeId, componentNumber } : null;
}

/** The type a consumable's label (`componentTypeLabelUrl`) names, whatever host printed it; null for any other text. */
export function parseComponentTypeLabelUrl(text: string): number | null {
  const label = readLabelUrl(text);
  return label && label.component === null ? label.componentTypeId : null;
}

/** The component number a details URL asks to highlight (`?component=N`), or null. */
export function labelledComponentNumber(searchParams: URLSearchParams): number | null {
  return positiveInteger(searchParams.get(LABEL_COMPONENT_PARAM));
}
