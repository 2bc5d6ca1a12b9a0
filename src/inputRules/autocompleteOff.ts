// Browser autocomplete off everywhere (SPEC 5): on every form and field now and as they appear or change.
const FIELDS = 'form, input, textarea, select';

const switchOff = (element: Element) => {
  if (element.getAttribute('autocomplete') !== 'off') element.setAttribute('autocomplete', 'off');
};

const switchOffWithin = (node: Node) => {
  if (!(node instanceof Element)) return;
  if (node.matches(FIELDS)) switchOff(node);
  node.querySelectorAll(FIELDS).forEach(switchOff);
};

/** Watches the document; a component that sets its own autocomplete value is switched back off. */
export const turnAutocompleteOff = (root: Document): (() => void) => {
  switchOffWithin(root.documentElement);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') switchOffWithin(mutation.target);
      else mutation.addedNodes.forEach(switchOffWithin);
    }
  });
  observer.observe(root.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['autocomplete'],
  });
  return () => observer.disconnect();
};
