// React's commits as its developer tools see them: a stand-in for their global hook, installed before react-dom
// loads (the unit suite's first setup file), records the components each commit drew, by name, from a test's
// mark() to its end. A component drew when its props or its hooks' state are objects no earlier commit held: a
// memoised one that bailed out keeps both.
import { afterEach } from 'vitest';

interface Fiber {
  tag: number;
  type: unknown;
  memoizedProps: unknown;
  memoizedState: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}
interface FiberRoot {
  current: Fiber;
}

/** Function, class, forwardRef, memo and simple memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

type Named = { displayName?: string; name?: string; type?: Named; render?: Named };
const nameOf = (type: unknown): string => {
  const named = (type ?? {}) as Named;
  return (
    named.displayName ||
    named.name ||
    (named.type && nameOf(named.type)) ||
    (named.render && nameOf(named.render)) ||
    'Anonymous'
  );
};

let held = new WeakSet<object>();
/** Each commit's drawn components since the test's mark; undefined while no test watches (nothing is walked). */
let commits: Map<string, number>[] | undefined;
const roots = new Set<FiberRoot>();

const isNew = (value: unknown) => typeof value === 'object' && value !== null && !held.has(value);
const hold = (value: unknown) => {
  if (typeof value === 'object' && value !== null) held.add(value);
};

function walk(first: Fiber | null, drawn?: Map<string, number>) {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    if (
      drawn &&
      COMPONENT_TAGS.has(fiber.tag) &&
      (isNew(fiber.memoizedProps) || isNew(fiber.memoizedState))
    ) {
      const name = nameOf(fiber.type);
      drawn.set(name, (drawn.get(name) ?? 0) + 1);
    }
    hold(fiber.memoizedProps);
    hold(fiber.memoizedState);
    walk(fiber.child, drawn);
  }
}

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer: unknown) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onCommitFiberRoot(_id: number, root: FiberRoot) {
      roots.add(root);
      if (!commits) return;
      const drawn = new Map<string, number>();
      walk(root.current.child, drawn);
      commits.push(drawn);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  },
});

afterEach(() => {
  commits = undefined;
  held = new WeakSet();
  roots.clear();
});

/**
 * Watches React's commits from now to the test's end: how many times components named `name` drew since.
 * @example const since = reactCommits.mark(); …; expect(since.drawn('DataTableRow')).toBe(0);
 */
export const reactCommits = {
  mark() {
    // What the page holds now counts as drawn before the mark.
    for (const root of roots) walk(root.current.child);
    commits = [];
    const seen = commits;
    return { drawn: (name: string) => seen.reduce((sum, drawn) => sum + (drawn.get(name) ?? 0), 0) };
  },
};
