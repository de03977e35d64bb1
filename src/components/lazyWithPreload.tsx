// React.lazy with a preload(): code that loads when first needed (or when a pointer or focus says it
// soon will be), and renders at once, without suspending, where it has already loaded.
import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed
        throw error;
      },
    ));
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function PreloadableComponent(props: P) {
    // Fixed per instance: an instance that started lazy stays lazy, so it never remounts.
    const [Target] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Target {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
