export declare const LANG_COOKIE: 'NEXT_LOCALE';
export declare const DRAFT_COOKIE: '__prerender_bypass';
