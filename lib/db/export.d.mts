import type { Database } from './connect.mjs';

export type ExportForm = 'contact' | 'subscription' | 'iata-application';
export declare const EXPORTS: Record<ExportForm, { table: string; columns: string[]; where?: string }>;
export declare const EXPORT_FORMS: ExportForm[];
export declare function isExportForm(value: unknown): value is ExportForm;
export declare function exportCsv(db: Database, form: ExportForm, siteUrl: string): Promise<string>;
