/** Adds the page's Content-Security-Policy header to an APP_PAGE cache entry value (in place). */
export declare function withPagePolicy<T>(value: T): T;
