export declare const FORM_MAX_BYTES: number;
export declare const GIFT_USER_MAX_BYTES: number;
export declare const REVALIDATE_MAX_BYTES: number;
export declare function bodyLimitOf(pathname: string): number;
