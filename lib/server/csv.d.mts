export declare function csvCell(value: unknown): string;
export declare function toCsv(header: string[], rows: unknown[][]): string;
