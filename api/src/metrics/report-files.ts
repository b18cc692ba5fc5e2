import { createHash, randomBytes } from 'node:crypto';

import Papa from 'papaparse';

import type { Queryable } from '../db/index.ts';
import type { DayRange } from './periods.ts';
import type { ReportId } from './contract.ts';
import type { ReportTable } from './reports.ts';

/** How long a generated report can be downloaded. */
export const REPORT_FILE_LIFETIME_SECONDS = 10 * 60;

/**
 * The CSV of a report (the download adds the UTF-8 byte-order mark, see `csvBytes`): `;` between fields, so Excel with Chilean
 * regional settings opens it in columns with its accents; CRLF line ends (RFC 4180). Amounts are
 * whole pesos without separators and days are YYYY-MM-DD, so the figures stay numbers. Text that
 * starts like a formula (=, +, -, @) is prefixed with ' (CSV injection).
 */
export function toCsv(table: ReportTable): string {
  const csv = Papa.unparse(
    { fields: table.columns, data: table.rows.map((row) => row.map((cell) => cell ?? '')) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `${csv}\r\n`;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The bytes served: UTF-8 with a byte-order mark, so Excel reads the accents. Added here and not
 * stored, because database drivers decode text with TextDecoder, which drops a leading BOM.
 */
export function csvBytes(content: string): Buffer {
  return Buffer.concat([BOM, Buffer.from(content, 'utf8')]);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SavedReportFile {
  id: string;
  token: string;
  expiresAt: Date;
}

/**
 * Keeps a generated file for REPORT_FILE_LIFETIME_SECONDS under a random token (only its hash is
 * stored) and forgets the store's expired files.
 */
export async function saveReportFile(
  db: Queryable,
  file: {
    storeId: string;
    userId: string;
    reportId: ReportId;
    range: DayRange;
    fileName: string;
    content: string;
  },
): Promise<SavedReportFile> {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from report_exports where store_id = $1 and expires_at < now()', [
    file.storeId,
  ]);
  const { rows } = await db.query<{ id: string; expiresAt: Date }>(
    `insert into report_exports (store_id, report_id, start_date, end_date, file_name, content,
       token_hash, created_by, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))
     returning id::text as id, expires_at as "expiresAt"`,
    [
      file.storeId,
      file.reportId,
      file.range.startDate,
      file.range.endDate,
      file.fileName,
      file.content,
      hashToken(token),
      file.userId,
      REPORT_FILE_LIFETIME_SECONDS,
    ],
  );
  const saved = rows[0];
  if (!saved) throw new Error('the report file was not saved');
  return { id: saved.id, token, expiresAt: saved.expiresAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The store's file for a download URL, or undefined when the store, the id, the token or the time
 * is wrong.
 */
export async function readReportFile(
  db: Queryable,
  storeId: string,
  id: string,
  token: string | undefined,
): Promise<{ fileName: string; contentType: string; content: string } | undefined> {
  if (!UUID.test(id) || !token) return undefined;
  const { rows } = await db.query<{ fileName: string; contentType: string; content: string }>(
    `select file_name as "fileName", content_type as "contentType", content
     from report_exports
     where store_id = $1 and id = $2 and token_hash = $3 and expires_at > now()`,
    [storeId, id, hashToken(token)],
  );
  return rows[0];
}
