// A Popper.js modifier that places a popper again whenever its anchor changes size: a sidebar entry's tooltip
// opens while the sidebar is still widening under the pointer, and would otherwise stay over the entries' labels.
import type { PopperProps } from '@mui/material/Popper';

type PopperModifier = NonNullable<NonNullable<PopperProps['popperOptions']>['modifiers']>[number];
/** What Popper.js gives a modifier's effect that this one reads. */
interface EffectArguments {
  state: { elements: { reference: object } };
  instance: { update: () => unknown };
}

/**
 * Watches the anchor with a ResizeObserver while the popper is open.
 * @example <Tooltip title="Home" slotProps={{ popper: { popperOptions: { modifiers: [followAnchorResize] } } }} />
 */
export const followAnchorResize: PopperModifier = {
  name: 'followAnchorResize',
  enabled: true,
  phase: 'afterWrite',
  effect: ({ state, instance }: EffectArguments) => {
    const anchor = state.elements.reference;
    // A virtual anchor has no box to watch; jsdom has no ResizeObserver.
    if (!(anchor instanceof Element) || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => void instance.update());
    observer.observe(anchor);
    return () => observer.disconnect();
  },
};
