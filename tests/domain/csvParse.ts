/** The export's header row, in the spec's words and order (docs/behaviour.md, Download Reports). */
export const REPORT_HEADERS = [
  'Task Name',
  'Job Name',
  'Assigned To',
  'Creator',
  'Verifier',
  'Task Status',
  'Job Status',
  'Rework Count',
  'Start Date',
  'End Date',
  'Date Assigned',
  'Date Finished',
  'Date Approved',
  'Job Start Date',
  'Job End Date',
  'Job Finished Date',
];

/**
 * A strict RFC 4180 reader for checking exported files: quoted fields may hold commas,
 * doubled quotes and line breaks; records end with CRLF (a lone LF is accepted too).
 * Throws on a malformed file rather than guessing.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let atFieldStart = true;
  const endField = () => {
    record.push(field);
    field = '';
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (atFieldStart && ch === '"') {
      atFieldStart = false;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('Unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new Error(`Unexpected ${JSON.stringify(next)} after a quoted field at ${i}`);
      }
      continue;
    }
    atFieldStart = false;
    if (ch === ',') {
      endField();
      i += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 2;
    } else if (ch === '\n') {
      endRecord();
      i += 1;
    } else if (ch === '"') {
      throw new Error(`Quote inside an unquoted field at ${i}`);
    } else {
      field += ch;
      i += 1;
    }
  }
  if (!atFieldStart || field !== '' || record.length > 0) endRecord();
  return records;
}
