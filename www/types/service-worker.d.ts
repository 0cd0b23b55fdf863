// The few service-worker types that www/page/service-worker.js uses. The DOM library
// the other modules are checked against has none of them, and TypeScript's webworker
// library cannot be loaded beside it, so the worker's global scope is named here.

/** An install or activate event: the worker is kept alive until `promise` settles. */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** A request from a page in the worker's scope, which the worker may answer. */
export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

/** A message posted to the worker by a page. */
export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: { urim?: string } | null | undefined;
}

/** What the worker's `self` offers: its address, its pages, its life cycle. */
export interface ServiceWorkerScope {
  readonly location: { readonly origin: string; readonly href: string };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
