/**
 * @jest-environment node
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fillDocumentSizes, formatFileSize, localFileSize } from '@/lib/content/document-sizes';

describe('document sizes', () => {
  it('formats bytes as a visitor reads them', () => {
    expect([formatFileSize(900), formatFileSize(28_700), formatFileSize(1_258_291)]).toEqual(['900 B', '28 KB', '1.2 MB']);
  });

  it('labels a download with the size of the file it links, replacing a typed one', async () => {
    const url = '/assets/docs/en/tariff-schedule-2026.pdf';
    const bytes = statSync(path.join(process.cwd(), 'public', url)).size;
    const tree = { items: [{ url, fileType: 'PDF', fileSize: '1.2 MB' }, { url: 'https://example.com/a.pdf', fileType: 'PDF', fileSize: '3 MB' }] };
    await fillDocumentSizes(tree);
    expect(tree.items[0].fileSize).toBe(formatFileSize(bytes));
    expect(tree.items[0].fileSize).not.toBe('1.2 MB');
    expect(tree.items[1].fileSize).toBe('3 MB');
  });

  it('gives a link to a document the same size', async () => {
    const url = '/assets/docs/zh-hk/iso-9001-certificate.pdf';
    const tree = { download: { label: '下載證書', url, target: '_blank' }, button: { label: 'Contact us', url: '/contact-us' } };
    await fillDocumentSizes(tree);
    expect(tree.download).toEqual({ label: '下載證書', url, target: '_blank', fileSize: formatFileSize(statSync(path.join(process.cwd(), 'public', url)).size) });
    expect(tree.button).toEqual({ label: 'Contact us', url: '/contact-us' });
  });

  it('reads nothing outside public/assets/docs', async () => {
    expect(await localFileSize('/assets/docs/../../package.json')).toBeUndefined();
    expect(await localFileSize('/package.json')).toBeUndefined();
  });
});
