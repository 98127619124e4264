// Paged.js ships no types; these are the parts paginate.ts uses.
declare module 'pagedjs' {
  export class Handler {
    constructor(chunker: unknown, polisher: unknown, caller: unknown);
  }
  export function registerHandlers(...handlers: Array<typeof Handler>): void;
  export interface Flow {
    total: number;
    performance: number;
  }
  export class Previewer {
    constructor(options?: Record<string, unknown>);
    preview(content: DocumentFragment, stylesheets: Array<string | Record<string, string>>, renderTo: HTMLElement): Promise<Flow>;
    polisher: { destroy(): void };
    chunker: { destroy(): void };
  }
}
