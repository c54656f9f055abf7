import { type RefObject, useEffect } from 'react';

/**
 * Keeps an element (the notification) in the accessibility tree while a dialog is open. MUI's modal marks
 * every other child of <body> aria-hidden — again whenever the dialog stack changes — which would silence a
 * notification raised over a dialog; an observer takes the mark off this one element as soon as it is set.
 */
export function useStayAnnounced(ref: RefObject<HTMLElement | null>, mountKey: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: mountKey names a new notification element to watch.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const unhide = () => {
      if (element.getAttribute('aria-hidden') === 'true') element.removeAttribute('aria-hidden');
    };
    unhide();
    const observer = new MutationObserver(unhide);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref, mountKey]);
}
