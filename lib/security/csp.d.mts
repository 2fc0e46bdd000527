export declare const NON_PAGE_POLICY: string;
export declare function inlineScriptHashes(html: string): string[];
export interface PagePolicyOptions {
  scriptHashes?: string[];
  nonce?: string;
  analytics?: boolean;
  contentOrigin?: string;
  frameAncestors?: string[];
}
export declare function pagePolicy(options?: PagePolicyOptions): string;
export declare function pagePolicyFromEnv(page: Pick<PagePolicyOptions, 'scriptHashes' | 'nonce' | 'frameAncestors'>, env?: Record<string, string | undefined>): string;
export declare function originOf(url: string | undefined): string | undefined;
